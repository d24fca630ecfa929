import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import type { MessageId } from '../i18n/message-id';
import { Button, iconButtonStyles } from './button';
import { NEEDS_SCRIPT } from './needs-script';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

const TONES = {
  info: { edge: v.color.info, background: v.color.infoBg, Icon: InfoIcon },
  success: { edge: v.color.success, background: v.color.successBg, Icon: SuccessIcon },
  warning: { edge: v.color.warning, background: v.color.warningBg, Icon: WarningIcon },
  error: { edge: v.color.error, background: v.color.errorBg, Icon: ErrorIcon },
} as const;

const Frame = styled.div<{ $tone: BannerTone; $fullWidth: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${v.space[3]};
  padding: ${v.space[3]} ${v.space[4]};
  margin: ${({ $fullWidth }) => ($fullWidth ? '0' : `0 0 ${v.space[4]}`)};
  border-left: ${v.size.borderAccent} solid ${({ $tone }) => TONES[$tone].edge};
  border-radius: ${({ $fullWidth }) => ($fullWidth ? '0' : v.radius.control)};
  background: ${({ $tone }) => TONES[$tone].background};
  color: ${v.color.text};
  > svg {
    color: ${({ $tone }) => TONES[$tone].edge};
    margin-top: calc((${v.type.md.lineHeight} - ${v.size.icon}) / 2);
  }
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${v.space[2]} ${v.space[4]};
  min-width: 0;
`;

const Text = styled.div`
  flex: 1 1 auto;
  p {
    margin: 0;
  }
`;

const Dismiss = styled.button`
  ${iconButtonStyles}
  margin: calc(-1 * ${v.space[3]}) calc(-1 * ${v.space[3]}) calc(-1 * ${v.space[3]}) 0;
`;

export interface BannerProps {
  readonly tone: BannerTone;
  readonly children: ReactNode;
  /** A call to action after the text: a Link or a Button. */
  readonly action?: ReactNode;
  /** Shows a Dismiss button; the owner decides what dismissing means (and remembers it). */
  readonly onDismiss?: () => void;
  /**
   * How a banner that appears is announced: errors interrupt (`alert`), the others wait their
   * turn (`status`); `none` for one that is simply part of the page when it loads.
   */
  readonly announce?: 'alert' | 'status' | 'none';
  readonly id?: string;
  /** Across the whole window above the header (the frame's banners), rather than in the page. */
  readonly fullWidth?: boolean;
}

/** A message across the page or a form: icon, text, optional action, optional close (DESIGN.md). */
export const Banner = ({
  tone,
  children,
  action,
  onDismiss,
  announce,
  id,
  fullWidth = false,
}: BannerProps) => {
  const intl = useIntl();
  const textId = useId();
  const role = announce ?? (tone === 'error' ? 'alert' : 'status');
  const { Icon } = TONES[tone];
  return (
    <Frame $tone={tone} $fullWidth={fullWidth} role={role === 'none' ? undefined : role} id={id}>
      <Icon />
      <Body>
        <Text id={textId}>{children}</Text>
        {action}
      </Body>
      {onDismiss !== undefined && (
        <Dismiss
          type="button"
          {...NEEDS_SCRIPT}
          aria-label={intl.formatMessage({ id: 'ui.banner.dismiss' })}
          // Several banners each have a Dismiss: the text it dismisses tells them apart.
          aria-describedby={textId}
          onClick={onDismiss}
        >
          <CloseIcon />
        </Dismiss>
      )}
    </Frame>
  );
};

/** DESIGN.md "Errors: the spec's message, a retry, a way home": a failed load and its retry. */
export const RetryBanner = ({
  messageId,
  retryId,
  onRetry,
  fullWidth = false,
}: {
  readonly messageId: MessageId;
  readonly retryId: MessageId;
  readonly onRetry: () => void;
  readonly fullWidth?: boolean;
}) => (
  <Banner
    tone="error"
    fullWidth={fullWidth}
    action={
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id={retryId} />
      </Button>
    }
  >
    <p>
      <FormattedMessage id={messageId} />
    </p>
  </Banner>
);
