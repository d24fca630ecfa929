/**
 * The port of the id tokens oktaLogin has accepted, by digest: shared by every process, so a token
 * replayed against another process is refused too.
 */
export interface UsedIdTokenRepository {
  /**
   * Records the token's first use, forgetting tokens expired at `now`; false when it was used
   * before. Two processes recording the same token at once: exactly one gets true.
   */
  recordFirstUse(tokenHash: string, expiresAt: number, now: number): Promise<boolean>;
  /** Forgets the tokens expired at `now`, which the verifier refuses anyway; how many. */
  deleteExpired(now: number): Promise<number>;
}
