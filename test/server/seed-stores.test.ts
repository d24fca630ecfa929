// The demo seed on both engines (D-STORE-10): `npm start` seeds SQLite and a deployment over
// DATABASE_URL may seed PostgreSQL, and the personas must be the same people on both.
import type { QueryLayer } from '../../server/db/query-layer';
import { demoPersonasPresent } from '../../server/seed/demo-warning';
import { PERSONAS } from '../../server/seed/personas';
import { seed, seedIfEmpty } from '../../server/seed/seed';
import { enginesForThisFile, type FreshDatabase } from './storage-engines';
import { personaHashesOnce, VirtualClock } from './test-database';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();

/** Every table the seed writes, as the rows each holds, in a fixed order. */
const SEEDED_TABLES = [
  'users',
  'companies',
  'user_companies',
  'company_records',
  'entitlements',
  'credibility_entitlements',
  'dfc_entitlements',
  'gad_duns_applications',
  'terms_decisions',
  'orders',
  'subscriptions',
  'notifications',
  'login_failures',
] as const;

const contentsOf = async (layer: QueryLayer): Promise<Record<string, string[]>> => {
  const contents: Record<string, string[]> = {};
  for (const table of SEEDED_TABLES) {
    const rows = await layer.selectFrom(table).selectAll().execute();
    contents[table] = rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
  }
  return contents;
};

const emailsIn = async (layer: QueryLayer): Promise<string[]> =>
  (await layer.selectFrom('users').select('email').execute()).map((row) => row.email).sort();

const seededOn = async (database: FreshDatabase, hours = 0): Promise<void> => {
  const clock = new VirtualClock(new Date('2026-11-22T10:00:00Z'));
  clock.advanceMinutes(hours * 60);
  await seed(database.layer, clock, personaHashesOnce());
};

describe('the demo seed on SQLite and PostgreSQL', () => {
  const databases: FreshDatabase[] = [];
  beforeAll(async () => {
    for (const engine of engines) databases.push(await engine.fresh());
  });
  afterAll(async () => Promise.all(databases.map((database) => database.close())));

  it('writes the same rows on both engines', async () => {
    for (const database of databases) await seededOn(database);
    const [sqlite, postgres] = await Promise.all(
      databases.map((database) => contentsOf(database.layer)),
    );
    expect(sqlite?.users).toHaveLength(PERSONAS.length);
    expect(sqlite?.notifications?.length).toBeGreaterThan(0);
    expect(sqlite?.login_failures?.length).toBeGreaterThan(0);
    expect(postgres).toEqual(sqlite);
  });

  it('puts every persona back as it was when run again, a day later, on both', async () => {
    for (const database of databases) {
      const before = await contentsOf(database.layer);
      await database.layer.deleteFrom('orders').execute();
      await database.layer
        .updateTable('users')
        .set({ first_name: 'Changed', street: 'Changed', phone_number: 'Changed' })
        .execute();
      await seededOn(database, 24);
      const after = await contentsOf(database.layer);
      // The same people, companies and products; only the times moved on by the day.
      expect(await emailsIn(database.layer)).toEqual(
        PERSONAS.map((persona) => persona.email).sort(),
      );
      expect(after.users?.every((row) => !row.includes('"Changed"'))).toBe(true);
      expect(after.orders).toHaveLength(before.orders?.length ?? -1);
      expect(after.entitlements).toHaveLength(before.entitlements?.length ?? -1);
      expect(after.companies).toEqual(before.companies);
    }
  });
});

describe.each(engines)('seeding only where nobody is, on $name', (engine) => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await engine.fresh();
  });
  afterAll(async () => database.close());

  it('seeds an empty database once, and then says the demo accounts are there', async () => {
    const clock = new VirtualClock(new Date('2026-11-22T10:00:00Z'));
    expect(await demoPersonasPresent(database.layer)).toBe(false);
    expect(await seedIfEmpty(database.layer, clock)).toBe(true);
    expect(await demoPersonasPresent(database.layer)).toBe(true);
    expect(await seedIfEmpty(database.layer, clock)).toBe(false);
  });
});
