import { FormattedDate, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { AgreementRowViewModel } from '../../../application/agreements/agreements.view-model';
import { Button } from '../../components/button';
import { ErrorIcon } from '../../components/icons';
import { media } from '../../theme/tokens';
import { v } from '../../theme/css-variables';
import { AgreementStatePill } from './agreement-state-pill';

const Item = styled.li`
  display: grid;
  gap: ${v.space[2]};
  padding: ${v.space[4]};
  background: ${v.color.surface};
  border-radius: ${v.radius.card};
  box-shadow: ${v.shadow.card};
  ${media.smallTabletUp} {
    padding: ${v.space[5]} ${v.space[6]};
  }
  p {
    margin: 0;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${v.space[2]} ${v.space[4]};
  h2 {
    margin: 0;
    font-size: ${v.type.lg.size};
    line-height: ${v.type.lg.lineHeight};
    font-weight: ${v.font.weightStrong};
    overflow-wrap: anywhere;
  }
`;

const Details = styled.p`
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Unavailable = styled.p`
  padding: ${v.space[3]};
  border-radius: ${v.radius.control};
  background: ${v.color.errorBg};
  color: ${v.color.error};
`;

const Failure = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${v.space[2]};
  color: ${v.color.error};
`;

const Actions = styled.div`
  margin-top: ${v.space[2]};
`;

const When = ({ at }: { at: string }) => (
  <time dateTime={at}>
    <FormattedDate value={at} dateStyle="long" />
  </time>
);

const Decided = ({ row }: { row: AgreementRowViewModel }) => {
  if (row.decidedAt === undefined || row.state === 'pending') return null;
  return (
    <p>
      <FormattedMessage
        id={row.state === 'accepted' ? 'agreements.acceptedOn' : 'agreements.declinedOn'}
        values={{ date: <When at={row.decidedAt} /> }}
      />
    </p>
  );
};

const Company = ({ row }: { row: AgreementRowViewModel }) => {
  if (row.duns === undefined) return <FormattedMessage id="agreements.noCompany" />;
  if (row.companyName === undefined) {
    return <FormattedMessage id="agreements.companyDuns" values={{ duns: row.duns }} />;
  }
  return (
    <FormattedMessage
      id="agreements.company"
      values={{ companyName: row.companyName, duns: row.duns }}
    />
  );
};

/**
 * One product agreement for one company: the product, its state as a pill, the company, the
 * agreement's title and version, when it was decided, and what the user can do. Declined says
 * access is unavailable (§4) and offers to accept after all. The heading takes the focus back
 * after a decision removes the button that had it.
 */
export const AgreementCard = ({
  row,
  headingId,
  onRead,
}: {
  row: AgreementRowViewModel;
  headingId: string;
  onRead: () => void;
}) => (
  <Item>
    <Top>
      <h2 id={headingId} tabIndex={-1}>
        {row.productName}
      </h2>
      <AgreementStatePill state={row.state} tone={row.tone} />
    </Top>
    <Details>
      <Company row={row} />
    </Details>
    <p>{row.title}</p>
    <Details>
      <FormattedMessage id="agreements.version" values={{ version: row.version }} />
    </Details>
    <Decided row={row} />
    {row.accessUnavailable && (
      <Unavailable>
        <FormattedMessage id="terms.declined" />
      </Unavailable>
    )}
    {row.failed && (
      <Failure>
        <ErrorIcon />
        <FormattedMessage id="agreements.decisionFailed" />
      </Failure>
    )}
    {row.action === 'readAndAccept' && (
      <Actions>
        <Button busy={row.busy} aria-describedby={headingId} onClick={onRead} width="phone">
          <FormattedMessage id="agreements.readAndAccept" />
        </Button>
      </Actions>
    )}
  </Item>
);
