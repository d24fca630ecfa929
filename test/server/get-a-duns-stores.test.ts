// The Get-a-DUNS writes on both engines (D-STORE-10): a DUNS application issued, a product
// granted, an association resolved. On PostgreSQL two processes may do the same write at once: each
// of those lands once, with one notification and so one mail.
import { directoryIn } from '../../server/get-a-duns/directory-adapters';
import type { EntitleRequest } from '../../server/get-a-duns/get-a-duns-entitlements';
import { getADunsServices } from '../../server/get-a-duns/get-a-duns-services';
import { sql } from 'kysely';
import type { QueryLayer } from '../../server/db/query-layer';
import { enginesForThisFile, insertBareUser, type FreshDatabase } from './storage-engines';
import { VirtualClock } from './test-database';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();
// A Monday, so that business days are plain days for the first week.
const START = new Date('2026-11-23T09:00:00Z');
const DAY_MINUTES = 24 * 60;

const servicesOver = (engine: string, layer: QueryLayer, clock: VirtualClock) => {
  const directory = directoryIn(engine === 'SQLite' ? 'sqlite' : 'postgres');
  return getADunsServices(layer, clock, directory);
};

const notificationKeys = async (layer: QueryLayer, userId: string): Promise<string[]> =>
  (
    await layer
      .selectFrom('notifications')
      .select('key')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((row) => row.key);

const companiesOf = async (layer: QueryLayer, userId: string): Promise<string[]> =>
  (
    await layer.selectFrom('user_companies').select('duns').where('user_id', '=', userId).execute()
  ).map((row) => row.duns);

describe.each(engines)('the Get-a-DUNS writes on $name', (engine) => {
  let database: FreshDatabase;
  let clock: VirtualClock;
  let users = 0;
  const newUser = async (): Promise<string> => {
    users += 1;
    const id = `gad-user-${users}`;
    await insertBareUser(database.layer, id);
    return id;
  };
  beforeAll(async () => {
    database = await engine.fresh();
  });
  beforeEach(() => {
    clock = new VirtualClock(START);
  });
  afterAll(async () => database.close());

  it('issues a DUNS application after 30 business days: a company, its director, one notice', async () => {
    const { applications } = servicesOver(engine.name, database.layer, clock);
    const userId = await newUser();
    const started = await applications.startOrGet(userId, {
      flow: 'GAD',
      businessName: 'Harbor Kite Works',
      zipCode: '28801',
    });
    expect(started.status).toBe('pending');
    clock.advanceMinutes(45 * DAY_MINUTES);
    const issued = await applications.find(userId);
    expect(issued?.status).toBe('issued');
    expect(issued?.dunsNumber).toMatch(/^\d{9}$/);
    expect(await companiesOf(database.layer, userId)).toEqual([issued?.dunsNumber]);
    const found = await directoryIn(engine.name === 'SQLite' ? 'sqlite' : 'postgres')(
      database.layer,
    ).search('harbor kite', '28801');
    expect(found.map((company) => company.dunsNumber)).toEqual([issued?.dunsNumber]);
    expect(await applications.find(userId)).toEqual(issued);
    expect(await notificationKeys(database.layer, userId)).toEqual([
      'duns-application-received',
      'duns-number-issued',
    ]);
  });

  it('grants a product once, and refuses it the second time', async () => {
    const { entitlements } = servicesOver(engine.name, database.layer, clock);
    const userId = await newUser();
    const request: EntitleRequest = {
      userId,
      dunsNumber: '060704780',
      appId: 274,
      salesChannel: 'portal',
      route: 'entitleProduct',
    };
    await database.layer
      .insertInto('companies')
      .values({
        duns: '060704780',
        business_name: 'blue Ridge Bakery Inc',
        trade_name: '',
        street_address: '',
        town: 'Asheville',
        territory: 'NC',
        postal_code: '28801',
        country_code: 'US',
      })
      .onConflict((conflict) => conflict.column('duns').doNothing())
      .execute();
    expect(await entitlements.entitle(request)).toMatchObject({ ok: true });
    expect(await entitlements.entitle(request)).toMatchObject({
      ok: false,
      refusal: { kind: 'alreadyEntitled' },
    });
    expect(await companiesOf(database.layer, userId)).toEqual(['060704780']);
  });
});

describe.each(engines)('a database from before migration 303 on $name', (engine) => {
  it('keeps the first of a product granted twice, and then refuses a second grant', async () => {
    const database = await engine.fresh();
    try {
      const { layer } = database;
      await sql`DROP INDEX entitlements_once`.execute(layer);
      await sql`DELETE FROM schema_migrations WHERE id = 303`.execute(layer);
      await insertBareUser(layer, 'twice');
      await sql`INSERT INTO companies (duns, business_name, trade_name, street_address, town,
          territory, postal_code, country_code)
        VALUES ('804735132', 'Acme Analytics LLC', '', '', '', '', '07078', 'US')`.execute(layer);
      const grant = (appId: number) =>
        layer
          .insertInto('entitlements')
          .values({
            user_id: 'twice',
            duns: '804735132',
            app_id: appId,
            product_name: `app ${appId}`,
            status: 'active',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const first = await grant(274);
      await grant(274);
      const other = await grant(306);
      await database.migrate();
      const kept = await layer
        .selectFrom('entitlements')
        .select('id')
        .where('user_id', '=', 'twice')
        .orderBy('id')
        .execute();
      expect(kept.map((row) => row.id)).toEqual([first.id, other.id]);
      // The message, not toThrow: better-sqlite3's errors come from the first test file's realm
      // when jest runs several files in one process, and fail toThrow's instanceof check there.
      const refused = await grant(274).then(
        () => 'granted again',
        (error: unknown) => String(error),
      );
      expect(refused).toMatch(/UNIQUE constraint failed|duplicate key value/);
    } finally {
      await database.close();
    }
  });
});

describe('two processes doing the same Get-a-DUNS write at once (PostgreSQL)', () => {
  const postgres = engines.find((engine) => engine.name === 'PostgreSQL');
  let database: FreshDatabase;
  beforeAll(async () => {
    if (postgres === undefined) throw new Error('no PostgreSQL engine');
    database = await postgres.fresh();
  });
  afterAll(async () => database.close());

  it('issue a due DUNS application once: one number, one company, one notice', async () => {
    const clock = new VirtualClock(START);
    const userId = 'issued-at-once';
    await insertBareUser(database.layer, userId);
    const first = servicesOver('PostgreSQL', database.layer, clock);
    const second = servicesOver('PostgreSQL', database.anotherProcess(), clock);
    await first.applications.startOrGet(userId, {
      flow: 'GAD',
      businessName: 'Twin Co',
      zipCode: '28801',
    });
    clock.advanceMinutes(45 * DAY_MINUTES);
    const both = await Promise.all(
      [first, second, first, second].map((services) => services.applications.find(userId)),
    );
    const numbers = new Set(both.map((application) => application?.dunsNumber));
    expect(numbers.size).toBe(1);
    expect(await companiesOf(database.layer, userId)).toEqual([...numbers]);
    expect(
      (await notificationKeys(database.layer, userId)).filter(
        (key) => key === 'duns-number-issued',
      ),
    ).toHaveLength(1);
  });

  it('grant a product once when both are asked at once: one granted, one refused', async () => {
    const clock = new VirtualClock(START);
    const userId = 'granted-at-once';
    await insertBareUser(database.layer, userId);
    await database.layer
      .insertInto('companies')
      .values({
        duns: '804735132',
        business_name: 'Acme Analytics LLC',
        trade_name: '',
        street_address: '',
        town: '',
        territory: '',
        postal_code: '07078',
        country_code: 'US',
      })
      .execute();
    const request: EntitleRequest = {
      userId,
      dunsNumber: '804735132',
      appId: 274,
      salesChannel: 'portal',
      route: 'entitleExistingDuns',
    };
    const answers = await Promise.all(
      [database.layer, database.anotherProcess(), database.layer, database.anotherProcess()].map(
        (layer) => servicesOver('PostgreSQL', layer, clock).entitlements.entitle(request),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    const rows = await database.layer
      .selectFrom('entitlements')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(
      (await notificationKeys(database.layer, userId)).filter(
        (key) => key === 'company-associated',
      ),
    ).toHaveLength(1);
  });
});
