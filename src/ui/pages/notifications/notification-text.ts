import type { IntlShape } from 'react-intl';
import type { NotificationText } from '../../../application/ports/notifications.port';
import type { MessageId } from '../../i18n/message-id';

// A notification's text arrives at run time: a literal (§3 `message`) or a message id of the
// catalogue (§3 `description`). An id this bundle does not know (a kind newer than the bundle) is
// never shown raw: the entry is left out, as the bell does (D-NOTIF-1).

const isKnownMessage = (intl: IntlShape, id: string): id is MessageId => id in intl.messages;

/** The text to show, or undefined when the catalogue lacks the id. */
export const notificationTextOf = (intl: IntlShape, text: NotificationText): string | undefined => {
  if (text.kind === 'literal') return text.text;
  return isKnownMessage(intl, text.id)
    ? intl.formatMessage({ id: text.id }, text.values)
    : undefined;
};
