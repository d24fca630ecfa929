import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { epochSeconds, type Clock } from '../clock';

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/**
 * How long rows that no longer grant anything are kept (docs/decisions/services-backend.md
 * D-API-13).
 */
export interface CleanupPolicy {
  /**
   * A used or expired password-reset link, and an expired verification code, still answer
   * "expired" (410) rather than "invalid" (400) for this long after they stop working.
   */
  readonly expiredLinkGraceSeconds: number;
  /** Mail in the embedded outbox (/dev/mail) is kept this long. */
  readonly outboxRetentionSeconds: number;
}

export const DEFAULT_CLEANUP_POLICY: CleanupPolicy = {
  expiredLinkGraceSeconds: DAY_SECONDS,
  outboxRetentionSeconds: 7 * DAY_SECONDS,
};

/** How many rows each part of the cleanup removed. */
export interface CleanupReport {
  readonly sessions: number;
  readonly loginFailures: number;
  readonly passwordResetTokens: number;
  readonly registrationTokens: number;
  readonly verificationCodes: number;
  readonly usedIdTokens: number;
  readonly identityProviderRecords: number;
  readonly outbox: number;
}

type Deletion = readonly [
  sql: string,
  parameters: (now: number, policy: CleanupPolicy) => readonly number[],
];

const DELETIONS: { readonly [part in keyof CleanupReport]: Deletion } = {
  // Idle or past the absolute limit: the session store already treats them as signed out.
  sessions: [
    'DELETE FROM sessions WHERE idle_expires_at <= ? OR absolute_expires_at <= ?',
    (now) => [now, now],
  ],
  // A lock that has run out counts like no row at all (the next failure starts again at 1). Counts
  // below the threshold carry no time and are kept: "consecutive" ends only with a right password.
  loginFailures: [
    'DELETE FROM login_failures WHERE locked_until IS NOT NULL AND locked_until <= ?',
    (now) => [now],
  ],
  passwordResetTokens: [
    'DELETE FROM password_reset_tokens WHERE expires_at <= ? OR used_at <= ?',
    (now, policy) => [now - policy.expiredLinkGraceSeconds, now - policy.expiredLinkGraceSeconds],
  ],
  // An unknown, used or expired registration link all answer 410 alike: no grace needed.
  registrationTokens: [
    'DELETE FROM registration_tokens WHERE used_at IS NOT NULL OR expires_at <= ?',
    (now) => [now],
  ],
  verificationCodes: [
    'DELETE FROM registration_codes WHERE expires_at <= ?',
    (now, policy) => [now - policy.expiredLinkGraceSeconds],
  ],
  // An expired id token fails the verifier anyway, so its replay record is of no more use.
  usedIdTokens: ['DELETE FROM used_id_tokens WHERE expires_at <= ?', (now) => [now]],
  // Expired sessions, grants, codes, tokens and interactions: the adapter already ignores them.
  identityProviderRecords: [
    'DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at <= ?',
    (now) => [now],
  ],
  outbox: [
    'DELETE FROM outbox WHERE sent_at <= ?',
    (now, policy) => [now - policy.outboxRetentionSeconds],
  ],
};

/** Deletes, in one transaction, every row that has stopped granting anything (D-API-13). */
export const runCleanup = (
  db: Db,
  clock: Clock,
  policy: CleanupPolicy = DEFAULT_CLEANUP_POLICY,
): CleanupReport => {
  const now = epochSeconds(clock);
  return db.transaction(() => {
    const removed = (part: keyof CleanupReport): number => {
      const [sql, parameters] = DELETIONS[part];
      return db.prepare(sql).run(...parameters(now, policy)).changes;
    };
    return {
      sessions: removed('sessions'),
      loginFailures: removed('loginFailures'),
      passwordResetTokens: removed('passwordResetTokens'),
      registrationTokens: removed('registrationTokens'),
      verificationCodes: removed('verificationCodes'),
      usedIdTokens: removed('usedIdTokens'),
      identityProviderRecords: removed('identityProviderRecords'),
      outbox: removed('outbox'),
    };
  })();
};

/** Calls `run` every `intervalMs` until the returned function is called; injected in tests. */
export type Repeat = (intervalMs: number, run: () => void) => () => void;

/** Node's interval, which never keeps the process alive by itself. */
export const everyInterval: Repeat = (intervalMs, run) => {
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};

export const CLEANUP_INTERVAL_MS = HOUR_SECONDS * 1000;

/**
 * Runs the cleanup once when the server is ready, then hourly; the interval stops when the server
 * closes (before the database does). A failure is logged and the next run tries again.
 */
export const scheduleCleanup = (
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  options: {
    readonly policy?: CleanupPolicy;
    readonly intervalMs?: number;
    readonly repeat?: Repeat;
  } = {},
): void => {
  const run = (): void => {
    try {
      const report = runCleanup(db, clock, options.policy);
      if (Object.values(report).some((count) => count > 0))
        app.log.info({ cleanup: report }, 'expired rows removed');
    } catch (error) {
      app.log.error({ err: error }, 'cleanup failed');
    }
  };
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    run();
    stop = (options.repeat ?? everyInterval)(options.intervalMs ?? CLEANUP_INTERVAL_MS, run);
  });
  app.addHook('onClose', async () => {
    stop?.();
    stop = undefined;
  });
};
