import { timingSafeEqual } from 'node:crypto';
import { Type } from 'typebox';
import { rowShape } from '../db/rows';
import { digestOf, newSecretToken } from './secret-tokens';
import type { Db } from '../db/database';
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
}

export interface NewSession {
  /** The opaque id for the cookie; only its hash is stored. */
  readonly id: string;
  readonly csrfToken: string;
  readonly expiresIn: number;
}

const hashId = digestOf;

/** How often a session's activity is written at most (see `find`). */
export const TOUCH_INTERVAL_SECONDS = 60;

const SessionRow = rowShape(
  'SessionRow',
  Type.Object({
    user_id: Type.String(),
    csrf_token: Type.String(),
    last_seen_at: Type.Integer(),
    idle_expires_at: Type.Integer(),
    absolute_expires_at: Type.Integer(),
  }),
);

/** Prepared once per store: the session is looked up on most requests. */
const prepareStatements = (db: Db) => ({
  find: db.prepare(
    `SELECT user_id, csrf_token, last_seen_at, idle_expires_at, absolute_expires_at
     FROM sessions WHERE id_hash = ?`,
  ),
  touch: db.prepare('UPDATE sessions SET last_seen_at = ?, idle_expires_at = ? WHERE id_hash = ?'),
  destroy: db.prepare('DELETE FROM sessions WHERE id_hash = ?'),
});

/** Server-side sessions: the browser holds only a random id in an HttpOnly cookie. */
export class SessionStore {
  private readonly statements: ReturnType<typeof prepareStatements>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly policy: SessionPolicy,
  ) {
    this.statements = prepareStatements(db);
  }

  /** Starts a session for `userId`, ending `previousId` if given (rotation at sign-in). */
  create(userId: string, previousId?: string): NewSession {
    if (previousId) this.destroy(previousId);
    const now = epochSeconds(this.clock);
    const id = newSecretToken();
    const csrfToken = newSecretToken();
    this.db
      .prepare(
        `INSERT INTO sessions (id_hash, user_id, csrf_token, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        hashId(id),
        userId,
        csrfToken,
        now,
        now,
        now + this.policy.idleSeconds,
        now + this.policy.absoluteSeconds,
      );
    return {
      id,
      csrfToken,
      expiresIn: Math.min(this.policy.idleSeconds, this.policy.absoluteSeconds),
    };
  }

  /** Looks a session up and, when `touch` is set, counts the request as activity. */
  find(id: string | undefined, touch: boolean): ActiveSession | undefined {
    if (!id) return undefined;
    const now = epochSeconds(this.clock);
    const idHash = hashId(id);
    const row = SessionRow.one(this.statements.find.get(idHash));
    if (!row) return undefined;
    if (row.idle_expires_at <= now || row.absolute_expires_at <= now) {
      this.statements.destroy.run(idHash);
      return undefined;
    }
    // Activity is written at most once a minute: the session check runs on every secure page
    // and would otherwise cost each one a write. The idle expiry is thus late by under a minute.
    const touched = touch && now - row.last_seen_at >= TOUCH_INTERVAL_SECONDS;
    const idleExpiresAt = touched ? now + this.policy.idleSeconds : row.idle_expires_at;
    if (touched) this.statements.touch.run(now, idleExpiresAt, idHash);
    return {
      userId: row.user_id,
      csrfToken: row.csrf_token,
      expiresIn: Math.min(idleExpiresAt, row.absolute_expires_at) - now,
    };
  }

  destroy(id: string): void {
    this.statements.destroy.run(hashId(id));
  }
}

export const csrfTokenMatches = (expected: string, presented: string | undefined): boolean => {
  if (!presented) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
};
