// Issue 28 "The id token's `amr` names the factors used": the values of RFC 8176 (D-MFA-6).

/** What a user proved at sign-in. */
export type SignInProof = 'password' | 'totp' | 'recoveryCode' | 'passkey' | 'passkeyUnverified';

const METHODS: Readonly<Record<SignInProof, readonly string[]>> = {
  password: ['pwd'],
  // RFC 8176 "otp": a one-time password; a recovery code is one too, issued by the provider.
  totp: ['otp'],
  recoveryCode: ['otp'],
  // A passkey with user verification: a key the device holds ("hwk") unlocked by the user ("user").
  passkey: ['hwk', 'user'],
  // A passkey whose device did not check its owner (a security key without a PIN): the key alone.
  passkeyUnverified: ['hwk'],
};

/**
 * The `amr` claim: each method once, in the order proved, and "mfa" when the proofs are of two
 * factors (a password and a code or a passkey) or a passkey, which is possession and the user's
 * own verification at once.
 */
export const amrOf = (proofs: readonly SignInProof[]): string[] => {
  const methods = [...new Set(proofs.flatMap((proof) => METHODS[proof]))];
  const twoFactors =
    proofs.includes('passkey') ||
    (proofs.includes('password') && proofs.some((proof) => proof !== 'password'));
  return twoFactors ? [...methods, 'mfa'] : methods;
};
