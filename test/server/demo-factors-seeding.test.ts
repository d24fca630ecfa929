// mfa.user@example.com's factors are seeded by every demo process that starts; processes starting
// together over one PostgreSQL must seed them once between them, and none may fail for it.
import { randomBytes } from 'node:crypto';
import { sqlAccountStores } from '../../server/accounts/sql-account-stores';
import type { QueryLayer } from '../../server/db/query-layer';
import { MfaSecretBox } from '../../server/mfa/mfa-secret-box';
import { DEMO_MFA, seedDemoFactors } from '../../server/seed/demo-factors';
import { seed } from '../../server/seed/seed';
import { enginesForThisFile, type FreshDatabase } from './storage-engines';
import { personaHashesOnce, VirtualClock } from './test-database';

// A throwaway cluster starts slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();
const clock = new VirtualClock(new Date('2026-12-07T09:00:00Z'));
const keys = { current: 'k1', keys: new Map([['k1', randomBytes(32)]]) };

/** What one process does at its start: the seed's factors, over its own connections. */
const startingProcess = (layer: QueryLayer) => () =>
  seedDemoFactors(
    layer,
    new MfaSecretBox(keys, async () => keys),
    sqlAccountStores(layer).users,
    clock,
  );

const seeded = async (layer: QueryLayer) => ({
  factors: (
    await layer
      .selectFrom('mfa_factors')
      .select('kind')
      .where('user_id', '=', DEMO_MFA.userId)
      .execute()
  ).map((row) => row.kind),
  codes: (
    await layer
      .selectFrom('mfa_recovery_codes')
      .select('digest')
      .where('user_id', '=', DEMO_MFA.userId)
      .execute()
  ).length,
});

const removeFactors = async (layer: QueryLayer) => {
  await layer.deleteFrom('mfa_recovery_codes').where('user_id', '=', DEMO_MFA.userId).execute();
  await layer.deleteFrom('mfa_factors').where('user_id', '=', DEMO_MFA.userId).execute();
};

describe.each(engines)("the demo's second factors, on $name", (engine) => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await engine.fresh();
    await seed(database.layer, clock, personaHashesOnce());
  });
  afterAll(async () => database?.close());

  it('are one app and ten codes, however often a process starts', async () => {
    const start = startingProcess(database.layer);
    await start();
    await start();
    expect(await seeded(database.layer)).toEqual({ factors: ['totp'], codes: 10 });
  });

  if (engine.name === 'PostgreSQL') {
    it('are seeded once by processes starting together, and no process fails', async () => {
      const processes = [database.layer, database.anotherProcess(), database.anotherProcess()];
      for (let round = 0; round < 8; round += 1) {
        await removeFactors(database.layer);
        const starts = await Promise.allSettled(processes.map((layer) => startingProcess(layer)()));
        expect({ round, failed: starts.filter((start) => start.status === 'rejected') }).toEqual({
          round,
          failed: [],
        });
        expect(await seeded(database.layer)).toEqual({ factors: ['totp'], codes: 10 });
      }
    });
  }
});
