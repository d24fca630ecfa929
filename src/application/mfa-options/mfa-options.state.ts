import type { ServerErrorMessageId } from '../../domain/shared/server-error-messages';
import type { AppEnrolment, MfaStatus } from '../ports/mfa-options-gateway.port';

// The states of MFA Options (spec §2 /mfa, issue 28): the factor list with one task open at a time.

/** The changes that need a recent proof of who the user is (D-MFA-4). */
export type ProtectedChange =
  | { readonly kind: 'addApp'; readonly name: string }
  | { readonly kind: 'addPasskey'; readonly name: string }
  | { readonly kind: 'renewCodes' }
  | { readonly kind: 'remove'; readonly factorId: string }
  | { readonly kind: 'turnOff' };

/** A refusal of the server's, or a passkey prompt that gave nothing. */
export type MfaErrorMessageId =
  ServerErrorMessageId | 'mfa.passkey.cancelled' | 'mfa.passkey.alreadyAdded';

/** What the page has open besides the list. */
export type MfaTask =
  | { readonly kind: 'none' }
  /** Adding an app, first step: its name. */
  | { readonly kind: 'naming' }
  /** Adding a passkey: its name, then the browser's prompt. */
  | { readonly kind: 'namingPasskey' }
  /** Adding an app, second step: the QR code and key, confirmed by a code from the app. */
  | { readonly kind: 'scanning'; readonly enrolment: AppEnrolment }
  /** A protected change waits for the password or a code. */
  | { readonly kind: 'proving'; readonly change: ProtectedChange }
  | { readonly kind: 'renaming'; readonly factorId: string }
  | { readonly kind: 'confirmingRemoval'; readonly factorId: string }
  | { readonly kind: 'confirmingTurnOff' }
  /** New recovery codes, shown this once. */
  | { readonly kind: 'showingCodes'; readonly codes: readonly string[] };

/** What the last finished change was, said once above the list. */
export type MfaNotice =
  'appAdded' | 'passkeyAdded' | 'renamed' | 'removed' | 'codesRenewed' | 'turnedOff';

export interface MfaOptionsReady {
  readonly screen: 'ready';
  readonly status: MfaStatus;
  readonly task: MfaTask;
  /** A call is running: the task's buttons wait. */
  readonly busy: boolean;
  /** Why the open task's last step was refused, as the message to show. */
  readonly error: MfaErrorMessageId | undefined;
  /** This browser can make passkeys. */
  readonly canAddPasskey: boolean;
  readonly notice: MfaNotice | undefined;
}

export type MfaOptionsState =
  | { readonly screen: 'loading' }
  | { readonly screen: 'error' }
  /** MFA is off for the user's country: the page behaves as a route that does not exist. */
  | { readonly screen: 'unavailable' }
  | MfaOptionsReady;
