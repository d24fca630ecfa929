import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Card } from '../../components/primitives';
import type { MessageId } from '../../i18n/message-id';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';

export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${v.space[4]};
`;

const ItemCard = styled(Card)`
  display: grid;
  gap: ${v.space[3]};
`;

const ItemHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${v.space[2]};
  h2,
  h3 {
    margin: 0;
    font-size: ${v.type.lg.size};
    line-height: ${v.type.lg.lineHeight};
    font-weight: ${v.font.weightStrong};
  }
`;

/** Label and value pairs: one column on phones, two from the small tablet up. */
export const Facts = styled.dl`
  display: grid;
  gap: ${v.space[3]} ${v.space[5]};
  margin: 0;
  ${media.smallTabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    color: ${v.color.textMuted};
    font-size: ${v.type.sm.size};
    line-height: ${v.type.sm.lineHeight};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** One label and value of `Facts`; nothing when there is no value. */
export const Fact = ({ labelId, children }: { labelId: MessageId; children: ReactNode }) =>
  children === undefined ? null : (
    <div>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children}</dd>
    </div>
  );

/** One order or subscription: its product as the heading, its state, and its facts. */
export const PurchaseItem = ({
  title,
  status,
  headingLevel = 2,
  children,
}: {
  title: string;
  status: ReactNode;
  /** 3 when the list sits under a section's own heading. */
  headingLevel?: 2 | 3;
  children: ReactNode;
}) => (
  <li>
    <ItemCard as="article">
      <ItemHeader>
        {headingLevel === 2 ? <h2>{title}</h2> : <h3>{title}</h3>}
        {status}
      </ItemHeader>
      {children}
    </ItemCard>
  </li>
);
