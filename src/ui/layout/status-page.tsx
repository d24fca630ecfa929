import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ErrorIcon, InfoIcon, WarningIcon } from '../components/icons';
import { Heading, NarrowCard } from '../components/primitives';
import type { MessageId } from '../i18n/message-id';
import { v } from '../theme/css-variables';
import { media } from '../theme/tokens';
import { PortalPage } from './portal-page';

export type StatusTone = 'info' | 'warning' | 'error';

const TONES = {
  info: { Icon: InfoIcon, color: v.color.info, background: v.color.infoBg },
  warning: { Icon: WarningIcon, color: v.color.warning, background: v.color.warningBg },
  error: { Icon: ErrorIcon, color: v.color.error, background: v.color.errorBg },
} as const;

const IconBadge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  padding: ${v.space[3]};
  margin-bottom: ${v.space[4]};
  border-radius: ${v.radius.round};
  color: ${({ $tone }) => TONES[$tone].color};
  background: ${({ $tone }) => TONES[$tone].background};
`;

/** The page's message under its heading. */
export const StatusText = styled.p`
  margin: 0 0 ${v.space[5]};
`;

/** The page's ways on: side by side from the small-tablet width, stacked full width on phones. */
export const StatusActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${v.space[3]};
  ${media.smallTabletUp} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

/**
 * The heading takes the focus only as a starting point for reading on and for the next Tab; a
 * ring around text that is no control would read as one.
 */
const StatusHeading = styled(Heading)`
  &:focus {
    outline: none;
  }
`;

export interface StatusPageProps {
  readonly tone: StatusTone;
  readonly headingId: MessageId;
  /**
   * Moves the focus to the heading when the page appears: it replaced what the user was acting
   * on (a button, a form), so the focus would otherwise fall back to the top of the document.
   */
  readonly focusHeading?: boolean;
  readonly children: ReactNode;
}

/**
 * A status page (obsolete browser, under maintenance, services unavailable, access denied): the
 * portal's page chrome around a card with the tone's icon, the heading, a message and the ways on.
 */
export const StatusPage = ({
  tone,
  headingId,
  focusHeading = false,
  children,
}: StatusPageProps) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const { Icon } = TONES[tone];
  return (
    <PortalPage>
      <NarrowCard>
        <IconBadge $tone={tone}>
          <Icon size="large" />
        </IconBadge>
        <StatusHeading ref={heading} tabIndex={focusHeading ? -1 : undefined}>
          <FormattedMessage id={headingId} />
        </StatusHeading>
        {children}
      </NarrowCard>
    </PortalPage>
  );
};
