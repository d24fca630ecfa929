// The Get-a-DUNS directory's bulk loads (D-STORE-11): SQLite's prepared statements and PostgreSQL's
// COPY load the same companies, which both engines' searches then answer alike.
import fs from 'node:fs';
import { sql } from 'kysely';
import {
  generateDirectory,
  type DirectoryCompany,
} from '../../server/get-a-duns/company-directory';
import { directoryIn, type StorageEngine } from '../../server/get-a-duns/directory-adapters';
import { seededSize, type DirectorySeeding } from '../../server/get-a-duns/directory-seeding';
import { PostgresDirectorySeeding } from '../../server/get-a-duns/postgres-directory-seeding';
import { SqliteDirectorySeeding } from '../../server/get-a-duns/sqlite-directory-seeding';
import { seedCommand } from '../../server/seed/seed-command';
import { openDatabase } from '../../server/db/database';
import { openPostgresPool } from '../../server/db/postgres/pool';
import { postgresForThisFile } from './postgres-database';
import { temporaryDataDir, VirtualClock } from './test-database';
import { insertBareUser } from './storage-engines';
import { migratePostgres } from '../../server/db/postgres/migrate';
import { postgresQueryLayer, sqliteQueryLayer, type QueryLayer } from '../../server/db/query-layer';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const postgres = postgresForThisFile();
const COUNT = 400;

interface Seeded {
  readonly engine: StorageEngine;
  readonly layer: QueryLayer;
  readonly seeding: DirectorySeeding;
  readonly close: () => Promise<void>;
}

const onSqlite = async (): Promise<Seeded> => {
  const dataDir = temporaryDataDir();
  const db = openDatabase(dataDir);
  return {
    engine: 'sqlite',
    layer: sqliteQueryLayer(db),
    seeding: new SqliteDirectorySeeding(db),
    close: async () => {
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const onPostgres = async (): Promise<Seeded> => {
  const { pool } = await postgres.freshDatabase();
  await migratePostgres(pool, 'under test');
  return {
    engine: 'postgres',
    layer: postgresQueryLayer(pool),
    seeding: new PostgresDirectorySeeding(pool),
    close: async () => undefined,
  };
};

/** A search for `company` by the first word of its name in its ZIP Code, as DUNS numbers. */
const searchFor = async (on: Seeded, company: DirectoryCompany): Promise<string[]> =>
  (
    await directoryIn(on.engine)(on.layer).search(
      company.businessName.split(' ')[0] ?? '',
      company.zipCode,
    )
  ).map((found) => found.dunsNumber);

describe('seeding the directory on SQLite and PostgreSQL', () => {
  const engines: Seeded[] = [];
  beforeAll(async () => {
    engines.push(await onSqlite(), await onPostgres());
  });
  afterAll(async () => Promise.all(engines.map((on) => on.close())));

  it('seeds an empty directory once, with the personas’ companies and the synthetic ones', async () => {
    for (const on of engines) {
      expect(await on.seeding.seedIfEmpty(COUNT)).toBe(true);
      expect(await on.seeding.size()).toBe(seededSize(COUNT));
      expect(await on.seeding.seedIfEmpty(10)).toBe(false);
      expect(await on.seeding.size()).toBe(seededSize(COUNT));
    }
  });

  it('loads the same companies, which both engines find and rank alike', async () => {
    const sample = generateDirectory(COUNT).filter((_, index) => index % 40 === 0);
    for (const company of sample) {
      const [sqlite, pg] = await Promise.all(engines.map((on) => searchFor(on, company)));
      expect(sqlite).toContain(company.dunsNumber);
      expect(pg).toEqual(sqlite);
    }
    const [sqliteBlue, pgBlue] = await Promise.all(
      engines.map(async (on) => directoryIn(on.engine)(on.layer).search('blue ridge', '28801')),
    );
    expect(sqliteBlue?.[0]?.dunsNumber).toBe('060704780');
    expect(pgBlue).toEqual(sqliteBlue);
  });

  it('replaces the directory, never reuses an issued DUNS number, and adds after the load', async () => {
    const issued = generateDirectory(5)[2];
    if (!issued) throw new Error('no company to issue');
    for (const on of engines) {
      await sql`INSERT INTO companies (duns, business_name, trade_name, street_address, town,
          territory, postal_code, country_code)
        VALUES (${issued.dunsNumber}, 'Issued Co', '', '', '', '', '', 'US')`.execute(on.layer);
      expect(await on.seeding.replace(20)).toBe(seededSize(20));
      const directory = directoryIn(on.engine)(on.layer);
      expect(await directory.find(issued.dunsNumber)).toBeUndefined();
      await directory.add({ ...issued, dunsNumber: '990000001', zipCode: '99960' });
      expect(
        (await directory.search(issued.businessName, '99960')).map((found) => found.dunsNumber),
      ).toEqual(['990000001']);
    }
  });
});

describe('the search keys on PostgreSQL', () => {
  it('serve a word and the start of a word from the primary key, whatever the default collation', async () => {
    const { pool } = await postgres.freshDatabase();
    await migratePostgres(pool, 'under test');
    await new PostgresDirectorySeeding(pool).replace(200);
    const client = await pool.connect();
    try {
      // With scans of the whole table priced out, only an index that can serve LIKE is chosen.
      await client.query('SET enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT directory_id FROM gad_directory_keys WHERE key LIKE '28801blu%'`,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index Only Scan using gad_directory_keys_pkey/);
      expect(plan).toMatch(/key >= '28801blu'::text\) AND \(key < '28801blv'::text/);
    } finally {
      client.release();
    }
  });
});

describe('two processes starting together over one PostgreSQL', () => {
  it('load the directory once: the second finds it loaded', async () => {
    const { url, pool } = await postgres.freshDatabase();
    await migratePostgres(pool, 'under test');
    const other = postgres.anotherPool(url);
    const seeded = await Promise.all(
      [pool, other].map(async (each) => new PostgresDirectorySeeding(each).seedIfEmpty(300)),
    );
    expect(seeded.sort()).toEqual([false, true]);
    expect(await new PostgresDirectorySeeding(pool).size()).toBe(seededSize(300));
  });
});

describe('npm run seed over DATABASE_URL', () => {
  it('seeds the personas and the directory into PostgreSQL, and again in place', async () => {
    const { url } = await postgres.freshDatabase();
    const clock = new VirtualClock(new Date('2026-11-22T10:00:00Z'));
    const first = await seedCommand({ DATABASE_URL: url }, 300, clock);
    expect(first.status).toBe(0);
    expect(first.message).toMatch(
      new RegExp(
        `^Seeded \\d+ personas into PostgreSQL .*\\nSeeded the Get-a-DUNS directory: ${seededSize(300)} companies`,
      ),
    );
    // A user signed up in between keeps the account: the seed replaces only the demo's rows.
    const pool = openPostgresPool(url, { max: 1 });
    try {
      await insertBareUser(postgresQueryLayer(pool), 'someone-real');
      expect((await seedCommand({ DATABASE_URL: url }, 100, clock)).status).toBe(0);
      const { rows } = await pool.query<{ count: number }>(
        "SELECT count(*)::integer AS count FROM users WHERE id = 'someone-real'",
      );
      expect(rows[0]?.count).toBe(1);
      expect(await new PostgresDirectorySeeding(pool).size()).toBe(seededSize(100));
    } finally {
      await pool.end();
    }
  });
});
