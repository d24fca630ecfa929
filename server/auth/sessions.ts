import { timingSafeEqual } from 'node:crypto';
import { digestOf, newSecretToken } from './secret-tokens';
import type { SessionRepository } from './session-repository';
import { epochSeconds, type Clock } from '../clock';

export interface SessionPolicy {
  readonly idleSeconds: number;
  readonly absoluteSeconds: number;
}

export interface ActiveSession {
  readonly userId: string;
  readonly csrfToken: string;
  /** Seconds until the session ends, whichever of idle and absolute expiry comes first. */
  readonly expiresIn: number;
  /** When the user last proved who they are in this session (D-MFA-4); none on record. */
  readonly provedAt: number | null;
}

export interface NewSession {
  /** The opaque id for the cookie; only its hash is stored. */
  readonly id: string;
  readonly csrfToken: string;
  readonly expiresIn: number;
}

const hashId = digestOf;

/** A User-Agent is kept to this length: enough to name any browser and system, no more. */
export const USER_AGENT_MAX_LENGTH = 512;

/** How often a session's activity is written at most (see `find`). */
export const TOUCH_INTERVAL_SECONDS = 60;

/** Server-side sessions: the browser holds only a random id in an HttpOnly cookie. */
export class SessionStore {
  constructor(
    private readonly repository: SessionRepository,
    private readonly clock: Clock,
    private readonly policy: SessionPolicy,
  ) {}

  /**
   * Starts a session for `userId` who has just proved who they are, from the browser named by
   * `userAgent`, ending `previousId` if given (rotation at sign-in).
   */
  async create(userId: string, previousId?: string, userAgent = ''): Promise<NewSession> {
    if (previousId) await this.destroy(previousId);
    const now = epochSeconds(this.clock);
    const id = newSecretToken();
    const csrfToken = newSecretToken();
    await this.repository.insert({
      idHash: hashId(id),
      userId,
      csrfToken,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: now + this.policy.idleSeconds,
      absoluteExpiresAt: now + this.policy.absoluteSeconds,
      userAgent: userAgent.slice(0, USER_AGENT_MAX_LENGTH),
      provedAt: now,
    });
    return {
      id,
      csrfToken,
      expiresIn: Math.min(this.policy.idleSeconds, this.policy.absoluteSeconds),
    };
  }

  /** Looks a session up and, when `touch` is set, counts the request as activity. */
  async find(id: string | undefined, touch: boolean): Promise<ActiveSession | undefined> {
    if (!id) return undefined;
    const now = epochSeconds(this.clock);
    const idHash = hashId(id);
    const row = await this.repository.find(idHash);
    if (!row) return undefined;
    if (row.idleExpiresAt <= now || row.absoluteExpiresAt <= now) {
      await this.repository.delete(idHash);
      return undefined;
    }
    // Activity is written at most once a minute: the session check runs on every secure page
    // and would otherwise cost each one a write. The idle expiry is thus late by under a minute.
    const touched = touch && now - row.lastSeenAt >= TOUCH_INTERVAL_SECONDS;
    const idleExpiresAt = touched ? now + this.policy.idleSeconds : row.idleExpiresAt;
    if (touched) await this.repository.touch(idHash, now, idleExpiresAt);
    return {
      userId: row.userId,
      csrfToken: row.csrfToken,
      expiresIn: Math.min(idleExpiresAt, row.absoluteExpiresAt) - now,
      provedAt: row.provedAt,
    };
  }

  /** Records a new proof of who the user is (a password or a factor typed again) in the session. */
  async recordProof(id: string): Promise<void> {
    await this.repository.recordProof(hashId(id), epochSeconds(this.clock));
  }

  async destroy(id: string): Promise<void> {
    await this.repository.delete(hashId(id));
  }

  /** The user's live sessions, the most recently active first; `currentId` is marked. */
  async listFor(userId: string, currentId: string | undefined): Promise<readonly SessionSummary[]> {
    const current = currentId === undefined ? undefined : hashId(currentId);
    const rows = await this.repository.listForUser(userId, epochSeconds(this.clock));
    return rows.map((row) => ({
      handle: handleOf(row.idHash),
      userAgent: row.userAgent,
      signedInAt: row.createdAt,
      lastActiveAt: row.lastSeenAt,
      current: row.idHash === current,
    }));
  }

  /** Ends the user's session listed under `handle`; false when they have none such. */
  async endListed(userId: string, handle: string): Promise<boolean> {
    const rows = await this.repository.listForUser(userId, epochSeconds(this.clock));
    const row = rows.find((candidate) => handleOf(candidate.idHash) === handle);
    if (row === undefined) return false;
    await this.repository.delete(row.idHash);
    return true;
  }

  /** Ends every session of the user but the one with `keepCsrfToken`; how many. */
  endOthers(userId: string, keepCsrfToken: string): Promise<number> {
    return this.repository.deleteForUser(userId, keepCsrfToken);
  }
}

/** A session as "Where you're signed in" lists it (issue 28). */
export interface SessionSummary {
  /** Names the session in the list; neither its id nor its stored digest. */
  readonly handle: string;
  readonly userAgent: string;
  readonly signedInAt: number;
  readonly lastActiveAt: number;
  readonly current: boolean;
}

/** A handle for the list: a digest of the stored digest, so a listing never gives out a lookup key. */
const handleOf = (idHash: string): string => digestOf(`session-list:${idHash}`).slice(0, 22);

export const csrfTokenMatches = (expected: string, presented: string | undefined): boolean => {
  if (!presented) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
};
