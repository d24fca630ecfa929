import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { NotificationType } from '../../../domain/notifications/notifications';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../components/icons';
import type { MessageId } from '../../i18n/message-id';
import { v } from '../../theme/css-variables';

// DESIGN.md "Pills": the colour pair of the meaning, and the text says it too (never colour alone).

const TYPES = {
  error: {
    label: 'notifications.type.error',
    color: v.color.error,
    background: v.color.errorBg,
    Icon: ErrorIcon,
  },
  warning: {
    label: 'notifications.type.warning',
    color: v.color.warning,
    background: v.color.warningBg,
    Icon: WarningIcon,
  },
  info: {
    label: 'notifications.type.info',
    color: v.color.info,
    background: v.color.infoBg,
    Icon: InfoIcon,
  },
  success: {
    label: 'notifications.type.success',
    color: v.color.success,
    background: v.color.successBg,
    Icon: SuccessIcon,
  },
} as const satisfies Record<
  NotificationType,
  { label: MessageId; color: string; background: string; Icon: typeof InfoIcon }
>;

const Pill = styled.span<{ $type: NotificationType }>`
  display: inline-flex;
  align-items: center;
  gap: ${v.space[1]};
  padding: 0 ${v.space[2]};
  border-radius: ${v.radius.control};
  font-size: ${v.type.xs.size};
  line-height: ${v.type.xs.lineHeight};
  font-weight: ${v.font.weightStrong};
  color: ${({ $type }) => TYPES[$type].color};
  background: ${({ $type }) => TYPES[$type].background};
`;

/** The notification's type as an icon and a word, in its colours. */
export const NotificationTypePill = ({ type }: { type: NotificationType }) => {
  const { label, Icon } = TYPES[type];
  return (
    <Pill $type={type}>
      <Icon size="small" />
      <FormattedMessage id={label} />
    </Pill>
  );
};
