import Fastify from 'fastify';
import { epochSeconds } from '../../server/clock';
import { sqliteQueryLayer } from '../../server/db/query-layer';
import { SqlJobLeaseRepository } from '../../server/maintenance/sql-job-lease-repository';
import {
  CLEANUP_INTERVAL_MS,
  CLEANUP_JOB,
  DEFAULT_CLEANUP_POLICY,
  type CleanupPolicy,
  everyInterval,
  runCleanup,
  scheduleCleanup,
  type Repeat,
} from '../../server/maintenance/cleanup-job';
import { sqlExpiringStores } from './sql-expiring-stores';
import { freshDatabase, VirtualClock } from './test-database';

// Keys, hashes and databases are made slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

// docs/decisions/services-backend.md D-API-13: what the periodic cleanup removes, and what it
// keeps.

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
const USER = 'usr-cleanup';

let env: ReturnType<typeof freshDatabase>;
let clock: VirtualClock;

beforeEach(() => {
  env = freshDatabase();
  clock = new VirtualClock(new Date('2026-11-22T10:00:00Z'));
  env.db
    .prepare(
      `INSERT INTO users (id, email, first_name, last_name, country_code, language_preference, password_hash,
         password_changed_at, created_at)
       VALUES (?, 'cleanup@example.com', 'Casey', 'Clean', 'US', 'en-us', 'x', 0, 0)`,
    )
    .run(USER);
});
afterEach(() => env.cleanUp());

const now = (): number => epochSeconds(clock);

/** One cleanup run over the test's database. */
const cleanup = (policy?: CleanupPolicy) =>
  runCleanup(sqlExpiringStores(sqliteQueryLayer(env.db)), clock, policy);

/** Inserts a row into `table`; `key` names it for `remaining`. */
const insert = (table: string, row: Record<string, string | number | null>): void => {
  const columns = Object.keys(row);
  env.db
    .prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
    )
    .run(row);
};

const remaining = (table: string, key: string): string[] =>
  (
    env.db.prepare(`SELECT ${key} AS key FROM ${table} ORDER BY ${key}`).all() as { key: string }[]
  ).map((row) => row.key);

const session = (id: string, idleExpiresAt: number, absoluteExpiresAt: number) =>
  insert('sessions', {
    id_hash: id,
    user_id: USER,
    csrf_token: 'csrf',
    created_at: now() - HOUR,
    last_seen_at: now() - HOUR,
    idle_expires_at: idleExpiresAt,
    absolute_expires_at: absoluteExpiresAt,
  });

const resetToken = (hash: string, expiresAt: number, usedAt: number | null) =>
  insert('password_reset_tokens', {
    token_hash: hash,
    user_id: USER,
    created_at: now() - 2 * DAY,
    expires_at: expiresAt,
    used_at: usedAt,
  });

const oidcModel = (model: string, id: string, expiresAt: number | null) =>
  insert('oidc_models', { model, id, payload: '{}', expires_at: expiresAt });

describe('runCleanup — rows before and after', () => {
  it('deletes expired sessions (idle or absolute) and keeps live ones', async () => {
    session('live', now() + 60, now() + HOUR);
    session('idle-expired', now(), now() + HOUR);
    session('absolute-expired', now() + 60, now() - 1);
    expect((await cleanup()).sessions).toBe(2);
    expect(remaining('sessions', 'id_hash')).toEqual(['live']);
  });

  it('deletes locks that have run out, and keeps live locks and failure counts below the threshold', async () => {
    insert('login_failures', {
      username: 'lock-over@example.com',
      consecutive_failures: 10,
      locked_until: now(),
    });
    insert('login_failures', {
      username: 'locked@example.com',
      consecutive_failures: 10,
      locked_until: now() + 1,
    });
    insert('login_failures', {
      username: 'counting@example.com',
      consecutive_failures: 3,
      locked_until: null,
    });
    expect((await cleanup()).loginFailures).toBe(1);
    expect(remaining('login_failures', 'username')).toEqual([
      'counting@example.com',
      'locked@example.com',
    ]);
  });

  it('keeps used or expired reset links for a day (they still answer "expired"), then deletes them', async () => {
    resetToken('live', now() + HOUR, null);
    resetToken('expired-an-hour-ago', now() - HOUR, null);
    resetToken('used-an-hour-ago', now() + HOUR, now() - HOUR);
    resetToken('expired-a-day-ago', now() - DAY, null);
    resetToken('used-a-day-ago', now() + HOUR, now() - DAY);
    expect((await cleanup()).passwordResetTokens).toBe(2);
    expect(remaining('password_reset_tokens', 'token_hash')).toEqual([
      'expired-an-hour-ago',
      'live',
      'used-an-hour-ago',
    ]);
  });

  it('deletes used or expired registration links at once (unknown ones answer the same 410)', async () => {
    for (const [hash, expiresAt, usedAt] of [
      ['live', now() + HOUR, null],
      ['expired', now(), null],
      ['used', now() + HOUR, now() - 1],
    ] as const) {
      insert('registration_tokens', {
        token_hash: hash,
        user_id: USER,
        purpose: 'confirm',
        created_at: now() - HOUR,
        expires_at: expiresAt,
        used_at: usedAt,
      });
    }
    expect((await cleanup()).registrationTokens).toBe(2);
    expect(remaining('registration_tokens', 'token_hash')).toEqual(['live']);
  });

  it('keeps an expired verification code for a day ("expired", not "invalid"), then deletes it', async () => {
    insert('registration_codes', {
      user_id: USER,
      code_hash: 'h',
      created_at: now() - HOUR,
      expires_at: now() - HOUR,
    });
    expect((await cleanup()).verificationCodes).toBe(0);
    clock.advanceSeconds(DAY - HOUR);
    expect((await cleanup()).verificationCodes).toBe(1);
    expect(remaining('registration_codes', 'user_id')).toEqual([]);
  });

  it('deletes the replay records of id tokens that have expired', async () => {
    insert('used_id_tokens', { token_hash: 'still-valid', expires_at: now() + 1 });
    insert('used_id_tokens', { token_hash: 'expired', expires_at: now() });
    expect((await cleanup()).usedIdTokens).toBe(1);
    expect(remaining('used_id_tokens', 'token_hash')).toEqual(['still-valid']);
  });

  it("deletes the identity provider's expired sessions, grants, codes and tokens, and keeps live ones", async () => {
    oidcModel('Session', 'live-session', now() + 60);
    oidcModel('Session', 'expired-session', now());
    oidcModel('AuthorizationCode', 'expired-code', now() - 1);
    oidcModel('AccessToken', 'expired-token', now() - HOUR);
    oidcModel('Grant', 'expired-grant', now() - 1);
    oidcModel('Interaction', 'live-interaction', now() + HOUR);
    oidcModel('Client', 'no-expiry', null);
    expect((await cleanup()).identityProviderRecords).toBe(4);
    expect(remaining('oidc_models', 'id')).toEqual([
      'live-interaction',
      'live-session',
      'no-expiry',
    ]);
  });

  it('deletes outbox mail older than a week', async () => {
    for (const [recipient, sentAt] of [
      ['a-week-old@example.com', now() - 7 * DAY],
      ['six-days-old@example.com', now() - 6 * DAY],
    ] as const) {
      insert('outbox', { recipient, subject: 's', body: 'b', kind: 'notice', sent_at: sentAt });
    }
    expect((await cleanup()).outbox).toBe(1);
    expect(remaining('outbox', 'recipient')).toEqual(['six-days-old@example.com']);
  });

  it('reports nothing removed on a clean database, and a shorter policy removes sooner', async () => {
    expect(Object.values(await cleanup())).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    insert('outbox', {
      recipient: 'r@example.com',
      subject: 's',
      body: 'b',
      kind: 'notice',
      sent_at: now() - DAY,
    });
    expect((await cleanup(DEFAULT_CLEANUP_POLICY)).outbox).toBe(0);
    expect((await cleanup({ ...DEFAULT_CLEANUP_POLICY, outboxRetentionSeconds: DAY })).outbox).toBe(
      1,
    );
  });
});

describe('scheduleCleanup — at start-up, then hourly, until the server closes', () => {
  it('runs when the server is ready, again at each tick, and not after close', async () => {
    const ticks: { intervalMs: number; run: () => Promise<void>; stopped: boolean }[] = [];
    const repeat: Repeat = (intervalMs, run) => {
      const tick = { intervalMs, run, stopped: false };
      ticks.push(tick);
      return () => {
        tick.stopped = true;
      };
    };
    const app = Fastify({ logger: false });
    const leases = new SqlJobLeaseRepository(sqliteQueryLayer(env.db));
    scheduleCleanup(app, sqlExpiringStores(sqliteQueryLayer(env.db)), clock, leases, {
      repeat,
      holder: 'this-process',
    });
    session('expired-before-start', now(), now());

    await app.ready();
    expect(remaining('sessions', 'id_hash')).toEqual([]);
    expect(ticks).toHaveLength(1);
    expect(ticks[0]?.intervalMs).toBe(CLEANUP_INTERVAL_MS);
    expect(CLEANUP_INTERVAL_MS).toBe(HOUR * 1000);

    session('expires-later', now() + HOUR, now() + DAY);
    clock.advanceSeconds(HOUR);
    await ticks[0]?.run();
    expect(remaining('sessions', 'id_hash')).toEqual([]);

    await app.close();
    expect(ticks[0]?.stopped).toBe(true);
    // The lease is given back, so another process may clean up at once.
    expect(await leases.tryAcquire(CLEANUP_JOB, 'another-process', now(), now() + 60)).toBe(true);
  });

  it('cleans up only on the process that holds the lease, until it runs out', async () => {
    const leases = new SqlJobLeaseRepository(sqliteQueryLayer(env.db));
    expect(await leases.tryAcquire(CLEANUP_JOB, 'another-process', now(), now() + HOUR)).toBe(true);
    const ticks: (() => Promise<void>)[] = [];
    const app = Fastify({ logger: false });
    scheduleCleanup(app, sqlExpiringStores(sqliteQueryLayer(env.db)), clock, leases, {
      holder: 'this-process',
      repeat: (_intervalMs, run) => {
        ticks.push(run);
        return () => undefined;
      },
    });
    session('expired-before-start', now(), now());
    await app.ready();
    expect(remaining('sessions', 'id_hash')).toEqual(['expired-before-start']);
    // The other process stopped without giving the lease back: it runs out, and this one takes over.
    clock.advanceSeconds(HOUR);
    await ticks[0]?.();
    expect(remaining('sessions', 'id_hash')).toEqual([]);
    await app.close();
  });

  it('logs a failed run and leaves the next one to try again, without throwing', async () => {
    const ticks: (() => Promise<void>)[] = [];
    const app = Fastify({ logger: false });
    const failures = jest.spyOn(app.log, 'error');
    scheduleCleanup(
      app,
      sqlExpiringStores(sqliteQueryLayer(env.db)),
      clock,
      new SqlJobLeaseRepository(sqliteQueryLayer(env.db)),
      {
        repeat: (_intervalMs, run) => {
          ticks.push(run);
          return () => undefined;
        },
      },
    );
    await app.ready();
    env.db.exec('DROP TABLE outbox');
    await expect(ticks[0]?.()).resolves.toBeUndefined();
    expect(failures).toHaveBeenCalledWith(
      { err: expect.objectContaining({ code: 'SQLITE_ERROR' }) as unknown },
      'cleanup failed',
    );
    await app.close();
  });
});

describe('everyInterval — the real timer behind the schedule', () => {
  afterEach(() => jest.useRealTimers());

  it('repeats at the interval until stopped', () => {
    jest.useFakeTimers();
    let runs = 0;
    const stop = everyInterval(1000, async () => {
      runs += 1;
    });
    jest.advanceTimersByTime(3000);
    expect(runs).toBe(3);
    stop();
    jest.advanceTimersByTime(3000);
    expect(runs).toBe(3);
  });
});
