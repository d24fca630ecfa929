// The cleanup's deletions through the stores' ports (D-API-13, D-STORE-8): each store forgets what
// no longer grants anything and keeps the rest, on SQLite and PostgreSQL alike. The cases of each
// rule in detail are in cleanup-job.test.ts.
import { runCleanup } from '../../server/maintenance/cleanup-job';
import { sqlExpiringStores } from './sql-expiring-stores';
import type { QueryLayer } from '../../server/db/query-layer';
import { enginesForThisFile, insertBareUser, type FreshDatabase } from './storage-engines';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();
const NOW = Date.parse('2026-11-22T10:00:00Z') / 1000;
const DAY = 24 * 60 * 60;
const clock = { now: () => new Date(NOW * 1000) };

/** One row that has stopped granting anything and one that still does, in every store. */
const insertPairs = async (layer: QueryLayer) => {
  await insertBareUser(layer, 'u');
  const session = (id: string, idle: number) => ({
    id_hash: id,
    user_id: 'u',
    csrf_token: id,
    created_at: NOW - DAY,
    last_seen_at: NOW - DAY,
    idle_expires_at: idle,
    absolute_expires_at: NOW + DAY,
  });
  await layer
    .insertInto('sessions')
    .values([session('gone', NOW - 1), session('kept', NOW + 60)])
    .execute();
  await layer
    .insertInto('login_failures')
    .values([
      { username: 'gone', consecutive_failures: 5, locked_until: NOW - 1 },
      { username: 'kept', consecutive_failures: 2, locked_until: null },
    ])
    .execute();
  const link = (digest: string, usedAt: number | null) => ({
    token_hash: digest,
    user_id: 'u',
    created_at: NOW - 3 * DAY,
    expires_at: NOW + DAY,
    used_at: usedAt,
  });
  await layer
    .insertInto('password_reset_tokens')
    .values([link('gone', NOW - 2 * DAY), link('kept', NOW - 60)])
    .execute();
  await layer
    .insertInto('registration_tokens')
    .values([
      { ...link('gone', NOW - 60), purpose: 'confirm' },
      { ...link('kept', null), purpose: 'continue' },
    ])
    .execute();
  await insertBareUser(layer, 'v');
  await layer
    .insertInto('registration_codes')
    .values([
      { user_id: 'u', code_hash: 'gone', created_at: 0, expires_at: NOW - 2 * DAY },
      { user_id: 'v', code_hash: 'kept', created_at: 0, expires_at: NOW - 60 },
    ])
    .execute();
  await layer
    .insertInto('used_id_tokens')
    .values([
      { token_hash: 'gone', expires_at: NOW - 1 },
      { token_hash: 'kept', expires_at: NOW + 60 },
    ])
    .execute();
  const record = (id: string, expiresAt: number | null) => ({
    model: 'Session',
    id,
    payload: '{}',
    grant_id: null,
    user_code: null,
    uid: null,
    account_id: null,
    expires_at: expiresAt,
    consumed_at: null,
  });
  await layer
    .insertInto('oidc_models')
    .values([record('gone', NOW - 1), record('kept', NOW + 60), record('forever', null)])
    .execute();
  const mail = (subject: string, sentAt: number) => ({
    recipient: 'u@example.com',
    subject,
    body: '',
    kind: 'notice',
    sent_at: sentAt,
  });
  await layer
    .insertInto('outbox')
    .values([mail('gone', NOW - 8 * DAY), mail('kept', NOW - DAY)])
    .execute();
  const app = (id: string, createdAt: number, confirmedAt: number | null) => ({
    id,
    user_id: 'u',
    kind: 'totp' as const,
    name: id,
    created_at: createdAt,
    confirmed_at: confirmedAt,
    totp_secret: 'sealed',
  });
  await layer
    .insertInto('mfa_factors')
    .values([
      app('gone', NOW - 2 * 3600, null),
      app('kept', NOW - 60, null),
      app('confirmed', NOW - DAY, NOW - DAY),
    ])
    .execute();
};

describe.each(engines)('the cleanup on $name', (engine) => {
  let database: FreshDatabase;

  beforeAll(async () => {
    database = await engine.fresh();
  });
  afterAll(() => database.close());

  it('removes from each store what has stopped granting anything, and only that', async () => {
    const { layer } = database;
    await insertPairs(layer);
    expect(await runCleanup(sqlExpiringStores(layer), clock)).toEqual({
      sessions: 1,
      loginFailures: 1,
      passwordResetTokens: 1,
      registrationTokens: 1,
      verificationCodes: 1,
      usedIdTokens: 1,
      identityProviderRecords: 1,
      outbox: 1,
      unconfirmedFactors: 1,
    });
    const left = async (table: 'sessions' | 'used_id_tokens', column: 'id_hash' | 'token_hash') =>
      (await layer.selectFrom(table).select(column).execute()).length;
    expect(await left('sessions', 'id_hash')).toBe(1);
    expect(await left('used_id_tokens', 'token_hash')).toBe(1);
    expect(
      (await layer.selectFrom('oidc_models').select('id').orderBy('id').execute()).map(
        (row) => row.id,
      ),
    ).toEqual(['forever', 'kept']);
    expect(
      (await layer.selectFrom('outbox').select('subject').execute()).map((row) => row.subject),
    ).toEqual(['kept']);
    expect(Object.values(await runCleanup(sqlExpiringStores(layer), clock))).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });
});
