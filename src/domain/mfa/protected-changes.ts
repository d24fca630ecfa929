// Issue 28 "Adding or removing a factor, regenerating codes and turning MFA off need the password
// or a factor again if the last proof is older than five minutes" (D-MFA-4).

export const FRESH_PROOF_SECONDS = 5 * 60;

/** Whether a protected change must first ask for the password or a factor again. */
export const needsFreshProof = (lastProofAt: number | undefined, now: number): boolean =>
  lastProofAt === undefined || now - lastProofAt > FRESH_PROOF_SECONDS || lastProofAt > now;
