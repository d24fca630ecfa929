import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { JobLeaseRepository } from './job-lease-repository';
import type { PasswordRepository } from '../accounts/password-repository';
import type { RegistrationRepository } from '../accounts/registration-repository';
import type { SessionRepository } from '../auth/session-repository';
import type { UsedIdTokenRepository } from '../auth/used-id-token-repository';
import type { LoginFailureRepository } from '../identity/login-failure-repository';
import type { ProviderRecordRepository } from '../identity/provider-record-repository';
import type { OutboxRepository } from '../mail/outbox-repository';
import type { MfaFactorRepository } from '../mfa/mfa-factor-repository';
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
  /** An authenticator app added but never confirmed with a code is forgotten after this long. */
  readonly unconfirmedFactorSeconds: number;
}

export const DEFAULT_CLEANUP_POLICY: CleanupPolicy = {
  expiredLinkGraceSeconds: DAY_SECONDS,
  outboxRetentionSeconds: 7 * DAY_SECONDS,
  unconfirmedFactorSeconds: HOUR_SECONDS,
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
  readonly unconfirmedFactors: number;
}

/** The deletions of the cleanup, each a method of its store's port. */
export interface ExpiringStores {
  readonly sessions: Pick<SessionRepository, 'deleteExpired'>;
  readonly loginFailures: Pick<LoginFailureRepository, 'deleteEndedLocks'>;
  readonly passwords: Pick<PasswordRepository, 'deleteSpentLinks'>;
  readonly registrations: Pick<RegistrationRepository, 'deleteSpentLinks' | 'deleteExpiredCodes'>;
  readonly usedIdTokens: Pick<UsedIdTokenRepository, 'deleteExpired'>;
  readonly providerRecords: Pick<ProviderRecordRepository, 'deleteExpired'>;
  readonly outbox: Pick<OutboxRepository, 'deleteSentBefore'>;
  readonly mfaFactors: Pick<MfaFactorRepository, 'dropUnconfirmedBefore'>;
}

/**
 * Deletes every row that has stopped granting anything (D-API-13), store by store. Each deletion
 * stands alone and is repeated at the next run, so one that fails or is cut short loses nothing.
 */
export const runCleanup = async (
  stores: ExpiringStores,
  clock: Clock,
  policy: CleanupPolicy = DEFAULT_CLEANUP_POLICY,
): Promise<CleanupReport> => {
  const now = epochSeconds(clock);
  const graceEnded = now - policy.expiredLinkGraceSeconds;
  return {
    // Idle or past the absolute limit: the session store already treats them as signed out.
    sessions: await stores.sessions.deleteExpired(now),
    loginFailures: await stores.loginFailures.deleteEndedLocks(now),
    passwordResetTokens: await stores.passwords.deleteSpentLinks(graceEnded),
    // An unknown, used or expired registration link all answer 410 alike: no grace needed.
    registrationTokens: await stores.registrations.deleteSpentLinks(now),
    verificationCodes: await stores.registrations.deleteExpiredCodes(graceEnded),
    usedIdTokens: await stores.usedIdTokens.deleteExpired(now),
    identityProviderRecords: await stores.providerRecords.deleteExpired(now),
    outbox: await stores.outbox.deleteSentBefore(now - policy.outboxRetentionSeconds),
    unconfirmedFactors: await stores.mfaFactors.dropUnconfirmedBefore(
      now - policy.unconfirmedFactorSeconds,
    ),
  };
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
  stores: ExpiringStores,
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
      const report = await runCleanup(stores, clock, options.policy);
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
