import type accountAreaMessages from '../../../translations/source/en-us/account-area.json';
import type agreementsMessages from '../../../translations/source/en-us/agreements.json';
import type companyProfileMessages from '../../../translations/source/en-us/company-profile.json';
import type getADunsMessages from '../../../translations/source/en-us/get-a-duns.json';
import type domainMessages from '../../../translations/source/en-us/domain.json';
import type dunsApplicationMessages from '../../../translations/source/en-us/duns-application.json';
import type frameMessages from '../../../translations/source/en-us/frame.json';
import type notificationMessages from '../../../translations/source/en-us/notifications.json';
import type portalMessages from '../../../translations/source/en-us/portal.json';
import type statusPageMessages from '../../../translations/source/en-us/status-pages.json';
import type passwordPagesMessages from '../../../translations/source/en-us/password-pages.json';
import type registrationMessages from '../../../translations/source/en-us/registration.json';
import type signInStatesMessages from '../../../translations/source/en-us/sign-in-states.json';
import type mfaMessages from '../../../translations/source/en-us/mfa.json';

/**
 * Every message id of the English catalogue, the source all 23 locales translate. react-intl's
 * `FormattedMessage` and `formatMessage` take only these, so an id that does not exist in en-us
 * fails the type check instead of showing its raw id to a user.
 */
export type MessageId =
  | keyof typeof portalMessages
  | keyof typeof domainMessages
  | keyof typeof frameMessages
  | keyof typeof notificationMessages
  | keyof typeof statusPageMessages
  | keyof typeof passwordPagesMessages
  | keyof typeof companyProfileMessages
  | keyof typeof getADunsMessages
  | keyof typeof agreementsMessages
  | keyof typeof accountAreaMessages
  | keyof typeof mfaMessages
  | keyof typeof registrationMessages
  | keyof typeof signInStatesMessages
  | keyof typeof dunsApplicationMessages;

declare global {
  // react-intl's documented hook for typing message ids (FormatjsIntl.Message['ids']).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/**
 * A message id the domain returns (pills, product descriptions, §8 codes) as the UI's type. Safe:
 * test/domain/shared/domain-messages.cases.ts checks every id the domain can return against the
 * English catalogue, which the completeness gate holds every locale to.
 */
export const domainMessageId = (id: string): MessageId => id as MessageId;
