/** A portal session as stored: the browser's cookie holds only the id, the store its digest. */
export interface StoredSession {
  readonly idHash: string;
  readonly userId: string;
  readonly csrfToken: string;
  readonly createdAt: number;
  readonly lastSeenAt: number;
  readonly idleExpiresAt: number;
  readonly absoluteExpiresAt: number;
  /** The browser's User-Agent when the session began ('' when it sent none). */
  readonly userAgent: string;
  /** When the user last proved who they are in this session; none on record for older ones. */
  readonly provedAt: number | null;
}

/**
 * The port of the portal's sessions (times in epoch seconds). Every process of a deployment reads
 * the same store, so a session opened through one is recognised by all, and a sign-out through one
 * ends it for all.
 */
export interface SessionRepository {
  insert(session: StoredSession): Promise<void>;
  find(idHash: string): Promise<StoredSession | undefined>;
  /** Records activity: the new last-seen time and the idle expiry it moves. */
  touch(idHash: string, lastSeenAt: number, idleExpiresAt: number): Promise<void>;
  /** Records that the user proved who they are again in this session (issue 28, D-MFA-4). */
  recordProof(idHash: string, provedAt: number): Promise<void>;
  /** The user's sessions still live at `now`, the most recently active first. */
  listForUser(userId: string, now: number): Promise<readonly StoredSession[]>;
  delete(idHash: string): Promise<void>;
  /** Ends every session of a user but the one with `keepCsrfToken`, if given; how many it ended. */
  deleteForUser(userId: string, keepCsrfToken?: string): Promise<number>;
  /** Removes the sessions past either expiry at `now`; how many it removed. */
  deleteExpired(now: number): Promise<number>;
}
