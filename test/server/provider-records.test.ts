import { sql } from 'kysely';
import type { Adapter } from 'oidc-provider';
import { providerAdapterFactory } from '../../server/identity/provider-adapter';
import { ProviderSessions } from '../../server/identity/provider-sessions';
import { SqlProviderRecordRepository } from '../../server/identity/sql-provider-record-repository';
import { enginesForThisFile, type FreshDatabase } from './storage-engines';
import { VirtualClock } from './test-database';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();
const START = new Date('2026-11-22T10:00:00Z');
const startSeconds = START.getTime() / 1000;

describe.each(engines)("the identity provider's records on $name", (engine) => {
  let database: FreshDatabase;
  let records: SqlProviderRecordRepository;
  let clock: VirtualClock;
  let adapterFor: (model: string) => Adapter;

  beforeAll(async () => {
    database = await engine.fresh();
    records = new SqlProviderRecordRepository(database.layer);
  });
  beforeEach(() => {
    clock = new VirtualClock(START);
    adapterFor = providerAdapterFactory(records, clock);
  });
  afterAll(() => database.close());

  it('finds a record by id, interaction uid and user code, each within its model', async () => {
    const session = adapterFor('Session');
    await session.upsert('s-1', { uid: 'uid-1', accountId: 'usr-a' }, 600);
    await adapterFor('DeviceCode').upsert('d-1', { userCode: 'ABCD-EFGH' }, 600);
    expect(await session.find('s-1')).toEqual({ uid: 'uid-1', accountId: 'usr-a' });
    expect(await session.findByUid('uid-1')).toEqual({ uid: 'uid-1', accountId: 'usr-a' });
    expect(await adapterFor('DeviceCode').findByUserCode('ABCD-EFGH')).toEqual({
      userCode: 'ABCD-EFGH',
    });
    expect(await adapterFor('Grant').find('s-1')).toBeUndefined();
    expect(await session.find('s-unknown')).toBeUndefined();
  });

  it('reads an expired record as none, up to the second', async () => {
    const code = adapterFor('AuthorizationCode');
    await code.upsert('c-expiring', { accountId: 'usr-a' }, 60);
    clock.advanceSeconds(59);
    expect(await code.find('c-expiring')).toEqual({ accountId: 'usr-a' });
    clock.advanceSeconds(1);
    expect(await code.find('c-expiring')).toBeUndefined();
  });

  it('marks a consumed record with the time, and an update keeps the mark', async () => {
    const code = adapterFor('AuthorizationCode');
    await code.upsert('c-used', { accountId: 'usr-a', scope: 'openid' }, 600);
    clock.advanceSeconds(5);
    await code.consume('c-used');
    expect(await code.find('c-used')).toEqual({
      accountId: 'usr-a',
      scope: 'openid',
      consumed: startSeconds + 5,
    });
    await code.upsert('c-used', { accountId: 'usr-a', scope: 'openid email' }, 600);
    expect(await code.find('c-used')).toEqual({
      accountId: 'usr-a',
      scope: 'openid email',
      consumed: startSeconds + 5,
    });
  });

  it('destroys one record, and revokes every record of a grant', async () => {
    await adapterFor('AccessToken').upsert('t-1', { grantId: 'g-1' }, 600);
    await adapterFor('RefreshToken').upsert('t-2', { grantId: 'g-1' }, 600);
    await adapterFor('AccessToken').upsert('t-3', { grantId: 'g-2' }, 600);
    await adapterFor('AccessToken').destroy('t-3');
    expect(await adapterFor('AccessToken').find('t-3')).toBeUndefined();
    await adapterFor('AccessToken').revokeByGrantId('g-1');
    expect(await adapterFor('AccessToken').find('t-1')).toBeUndefined();
    expect(await adapterFor('RefreshToken').find('t-2')).toBeUndefined();
  });

  it("ends an account's sign-in records and nothing else", async () => {
    for (const model of ['Session', 'Grant', 'AuthorizationCode', 'AccessToken', 'Interaction'])
      await adapterFor(model).upsert(`end-${model}`, { accountId: 'usr-end' }, 600);
    await adapterFor('Session').upsert('end-other', { accountId: 'usr-stays' }, 600);
    expect(await new ProviderSessions(records).endForAccount('usr-end')).toBe(4);
    expect(await adapterFor('Session').find('end-Session')).toBeUndefined();
    expect(await adapterFor('AccessToken').find('end-AccessToken')).toBeUndefined();
    expect(await adapterFor('Interaction').find('end-Interaction')).toEqual({
      accountId: 'usr-end',
    });
    expect(await adapterFor('Session').find('end-other')).toEqual({ accountId: 'usr-stays' });
  });

  it('migration 2 gives the records stored before it their account', async () => {
    const { layer } = database;
    await sql`DROP INDEX oidc_models_account`.execute(layer);
    await sql`ALTER TABLE oidc_models DROP COLUMN account_id`.execute(layer);
    await sql`DELETE FROM schema_migrations WHERE id = 2`.execute(layer);
    await sql`INSERT INTO oidc_models (model, id, payload) VALUES
      ('Session', 'before-2', '{"accountId":"usr-old"}'),
      ('Interaction', 'before-2', '{}')`.execute(layer);
    await database.migrate();
    const rows = await layer
      .selectFrom('oidc_models')
      .select(['model', 'account_id'])
      .where('id', '=', 'before-2')
      .orderBy('model')
      .execute();
    expect(rows).toEqual([
      { model: 'Interaction', account_id: null },
      { model: 'Session', account_id: 'usr-old' },
    ]);
  });
});
