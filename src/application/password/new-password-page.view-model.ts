import type { NewPasswordField, PasswordPageMessageId } from './password-page-errors';
import {
  resetAgainPath,
  signInPathAfter,
  trialOffersFor,
  type PasswordLink,
  type RestartTrialOffer,
} from './password-link';

/** What the new-password page knows, before it is shown. */
export type NewPasswordPageState =
  /** The reset token is being checked, or the confirm link followed (nothing to type yet). */
  | { readonly status: 'checkingLink' }
  /** The link could not be checked (no answer): try again. */
  | { readonly status: 'checkFailed'; readonly messageId: PasswordPageMessageId }
  | {
      readonly status: 'form';
      readonly submitting: boolean;
      readonly fieldErrors: Partial<Readonly<Record<NewPasswordField, PasswordPageMessageId>>>;
      readonly formError: PasswordPageMessageId | undefined;
    }
  | { readonly status: 'linkExpired' }
  | { readonly status: 'internalAccount' }
  /** The password is set; the registration's answer names the account and where it goes on. */
  | {
      readonly status: 'done';
      readonly email: string | undefined;
      readonly redirectUrl: string | undefined;
    };

/** A reset (the account exists) or the first password of a registration: the texts differ. */
export type NewPasswordKind = 'reset' | 'firstPassword';

export type NewPasswordPageViewModel =
  | { readonly screen: 'checking'; readonly kind: NewPasswordKind }
  | {
      readonly screen: 'checkFailed';
      readonly kind: NewPasswordKind;
      readonly messageId: PasswordPageMessageId;
    }
  | {
      readonly screen: 'form';
      readonly kind: NewPasswordKind;
      /** §5 "not among the last 5": only an existing account has earlier passwords. */
      readonly includeHistoryRule: boolean;
      readonly submitting: boolean;
      readonly fieldErrors: Partial<Readonly<Record<NewPasswordField, PasswordPageMessageId>>>;
      readonly formError: PasswordPageMessageId | undefined;
    }
  /** §8 "Your link has expired." (reset, with option to reset again). */
  | { readonly screen: 'resetLinkExpired'; readonly resetAgainPath: string }
  /** §8 "The link you followed has expired." (registration, with restart-trial link per product). */
  | {
      readonly screen: 'registrationLinkExpired';
      readonly trialOffers: readonly RestartTrialOffer[];
    }
  /** §6 "Internal provider accounts cannot set or reset passwords ... contact the help desk." */
  | { readonly screen: 'internalAccount' }
  /** §4 "After registration or password change the user signs in with the new password." */
  | {
      readonly screen: 'done';
      readonly kind: NewPasswordKind;
      readonly email: string | undefined;
      readonly signInPath: string;
    };

export const newPasswordKindOf = (link: PasswordLink): NewPasswordKind =>
  link.purpose === 'reset' ? 'reset' : 'firstPassword';

/** The new-password page (reset, or a registration's first password) for what is known. */
export const toNewPasswordPageViewModel = (
  link: PasswordLink,
  state: NewPasswordPageState,
): NewPasswordPageViewModel => {
  const kind = newPasswordKindOf(link);
  switch (state.status) {
    case 'checkingLink':
      return { screen: 'checking', kind };
    case 'checkFailed':
      return { screen: 'checkFailed', kind, messageId: state.messageId };
    case 'form':
      return {
        screen: 'form',
        kind,
        includeHistoryRule: kind === 'reset',
        submitting: state.submitting,
        fieldErrors: state.fieldErrors,
        formError: state.formError,
      };
    case 'linkExpired':
      return kind === 'reset'
        ? { screen: 'resetLinkExpired', resetAgainPath: resetAgainPath(link) }
        : { screen: 'registrationLinkExpired', trialOffers: trialOffersFor(link) };
    case 'internalAccount':
      return { screen: 'internalAccount' };
    case 'done': {
      const account = { email: state.email, redirectUrl: state.redirectUrl };
      return {
        screen: 'done',
        kind,
        email: state.email,
        signInPath: signInPathAfter(link, account),
      };
    }
  }
};
