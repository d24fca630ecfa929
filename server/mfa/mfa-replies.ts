import type { ErrorAnswer } from '../http/errors';
import { LOCKED } from '../accounts/password-replies';
import type { ProofRefusal } from './identity-proof';
import type { MfaRefusal } from './mfa-service';

export type MfaRefusalAnswer =
  | (ErrorAnswer & { readonly status: 400 | 403 | 404 })
  | { readonly status: 429; readonly retryAfterSeconds: number };

const CODE_INCORRECT = {
  status: 400,
  error: 'MFA_CODE_INCORRECT',
  message: 'That code is not correct. Check the code in your app and try again.',
} as const;

/** The one place a refused MFA Options call becomes HTTP (spec §8: a code and a text). */
export const mfaRefusalAnswer = (refusal: MfaRefusal | ProofRefusal): MfaRefusalAnswer => {
  switch (refusal.code) {
    // As any route that does not exist for the user (issue 28 "behaves as any unavailable route").
    case 'mfa.unavailable':
      return { status: 404, error: 'MFA_UNAVAILABLE', message: 'MFA is not available.' };
    case 'mfa.proof.required':
      return {
        status: 403,
        error: 'MFA_PROOF_REQUIRED',
        message: 'Please confirm it is you: enter your password or a code from your app.',
      };
    case 'mfa.factor.unknown':
      return { status: 404, error: 'MFA_FACTOR_UNKNOWN', message: 'There is no such factor.' };
    case 'mfa.code.incorrect':
      return CODE_INCORRECT;
    case 'mfa.code.used':
      return {
        status: 400,
        error: 'MFA_CODE_USED',
        message: 'That code was already used. Wait for the next code in your app.',
      };
    case 'mfa.factorName.required':
      return { status: 400, error: 'FACTOR_NAME_REQUIRED', message: 'Please enter a name.' };
    case 'mfa.factorName.tooLong':
      return {
        status: 400,
        error: 'FACTOR_NAME_TOO_LONG',
        message: 'The name is too long.',
      };
    case 'mfa.proof.incorrect':
      return {
        status: 400,
        error: 'MFA_PROOF_INCORRECT',
        message: 'That password or code is not correct.',
      };
    case 'mfa.passkey.expired':
      return {
        status: 400,
        error: 'PASSKEY_EXPIRED',
        message: 'The passkey was not added in time. Please try again.',
      };
    case 'mfa.passkey.refused':
    case 'mfa.passkey.unknown':
      return {
        status: 400,
        error: 'PASSKEY_REFUSED',
        message: 'The passkey could not be checked. Please try again.',
      };
    case 'account.lockedOut':
      return { status: 403, ...LOCKED };
    case 'account.throttled':
      return { status: 429, retryAfterSeconds: refusal.retryAfterSeconds };
  }
};
