import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Heading, NarrowCard } from '../../components/primitives';
import type { MessageId } from '../../i18n/message-id';
import { PortalPage } from '../../layout/portal-page';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';

/** The heading takes the focus as a reading start only; a ring around text would read as a control. */
const FocusableHeading = styled(Heading)`
  &:focus {
    outline: none;
  }
`;

/** A card's text under its heading. */
export const CardText = styled.p`
  margin: 0 0 ${v.space[4]};
`;

/** The ways on: side by side from the small-tablet width, stacked full width on phones. */
export const CardActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${v.space[3]};
  margin-top: ${v.space[5]};
  ${media.smallTabletUp} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
  }
`;

export interface PasswordCardProps {
  readonly headingId: MessageId;
  /**
   * Moves the focus to the heading when the card appears: it replaced what the user acted on (a
   * form), so the focus would otherwise fall back to the top of the document.
   */
  readonly focusHeading?: boolean;
  readonly children: ReactNode;
}

/** One screen of the password pages: the page chrome around a narrow card with its heading. */
export const PasswordCard = ({ headingId, focusHeading = false, children }: PasswordCardProps) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <PortalPage>
      <NarrowCard>
        <FocusableHeading ref={heading} tabIndex={focusHeading ? -1 : undefined}>
          <FormattedMessage id={headingId} />
        </FocusableHeading>
        {children}
      </NarrowCard>
    </PortalPage>
  );
};
