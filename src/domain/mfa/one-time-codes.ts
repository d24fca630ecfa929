import * as E from 'fp-ts/Either';

// Issue 28 "authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s ...)" and "a TOTP code is
// accepted once within its window" (D-MFA-2).

/** What Google Authenticator, Microsoft Authenticator and 1Password accept. */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, periodSeconds: 30 } as const;

/** Time steps either side of now a code may come from: a phone's clock a little off still works. */
export const TOTP_DRIFT_STEPS = 1;

export type CodeRefusal =
  | { readonly code: 'mfa.code.incorrect' }
  /** The code was right, but it (or a later one) was already used: wait for the next. */
  | { readonly code: 'mfa.code.used' };

const SIX_DIGITS = new RegExp(`^\\d{${TOTP_SETTINGS.digits}}$`);

/** What the user typed, without spaces (apps show `123 456`); six digits or refused. */
export const readTotpCode = (typed: string): E.Either<CodeRefusal, string> => {
  const code = typed.replace(/\s+/g, '');
  return SIX_DIGITS.test(code) ? E.right(code) : E.left({ code: 'mfa.code.incorrect' });
};

/** The RFC 6238 time step an instant (epoch seconds) falls in. */
export const totpStepAt = (epochSeconds: number): number =>
  Math.floor(epochSeconds / TOTP_SETTINGS.periodSeconds);

/**
 * Whether a code that matched time step `matchedStep` (none when it matched no step of the
 * window) is accepted, given the last step this factor accepted: each step once, and never one
 * before it, so a code seen over a shoulder cannot be replayed. Answers the step to remember.
 */
export const acceptTotpStep = (
  matchedStep: number | undefined,
  lastAcceptedStep: number | undefined,
): E.Either<CodeRefusal, number> => {
  if (matchedStep === undefined) return E.left({ code: 'mfa.code.incorrect' });
  if (lastAcceptedStep !== undefined && matchedStep <= lastAcceptedStep)
    return E.left({ code: 'mfa.code.used' });
  return E.right(matchedStep);
};
