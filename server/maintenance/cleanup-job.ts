import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { JobLeaseRepository } from './job-lease-repository';
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
export type Repeat = (intervalMs: number, run: () => Promise<void>) => () => void;

/** Node's interval, which never keeps the process alive by itself. */
export const everyInterval: Repeat = (intervalMs, run) => {
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};

export const CLEANUP_INTERVAL_MS = HOUR_SECONDS * 1000;

/** The lease every process asks for before it cleans up (D-STORE-8). */
export const CLEANUP_JOB = 'cleanup';

/** This process among a deployment's: its host, its pid, and a random part for a reused pid. */
const processHolderName = (): string =>
  `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/**
 * Runs the cleanup once when the server is ready, then hourly, on the one process of a deployment
 * that holds the cleanup's lease: each process asks at each tick, the holder renews it, and when
 * the holder stops (or dies, and its lease runs out) another takes over (D-STORE-8). The interval
 * stops and the lease is given back when the server closes (before the database does). A failure
 * is logged and the next run tries again.
 */
export const scheduleCleanup = (
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  leases: JobLeaseRepository,
  options: {
    readonly policy?: CleanupPolicy;
    readonly intervalMs?: number;
    readonly repeat?: Repeat;
    readonly holder?: string;
  } = {},
): void => {
  const intervalMs = options.intervalMs ?? CLEANUP_INTERVAL_MS;
  const holder = options.holder ?? processHolderName();
  // A little shorter than the interval, so that the holder's next tick finds its own lease.
  const leaseSeconds = Math.max(1, Math.floor((intervalMs * 0.9) / 1000));
  const run = async (): Promise<void> => {
    try {
      const now = epochSeconds(clock);
      if (!(await leases.tryAcquire(CLEANUP_JOB, holder, now, now + leaseSeconds))) return;
      const report = runCleanup(db, clock, options.policy);
      if (Object.values(report).some((count) => count > 0))
        app.log.info({ cleanup: report }, 'expired rows removed');
    } catch (error) {
      app.log.error({ err: error }, 'cleanup failed');
    }
  };
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    await run();
    stop = (options.repeat ?? everyInterval)(intervalMs, run);
  });
  app.addHook('onClose', async () => {
    stop?.();
    stop = undefined;
    try {
      await leases.release(CLEANUP_JOB, holder);
    } catch (error) {
      app.log.warn(
        { err: error },
        'the cleanup lease could not be given back; it runs out by itself',
      );
    }
  });
};
