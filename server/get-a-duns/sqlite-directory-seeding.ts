import { Type } from 'typebox';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';
import { CountRow, rowShape } from '../db/rows';
import { DirectoryCompany } from './company-directory';
import { companiesToSeed, seededSize, type DirectorySeeding } from './directory-seeding';
import { searchKeys } from './search-words';

const DunsRow = rowShape('DunsRow', Type.Object({ duns: Type.String() }));

export const directorySize = (db: Db): number =>
  CountRow.only(db.prepare('SELECT count(*) AS count FROM gad_directory').get()).count;

const INSERT_COMPANY = `INSERT INTO gad_directory (duns, business_name, trade_name, street_address, city, state, zip_code)
  VALUES (@dunsNumber, @businessName, @tradeName, @streetAddress, @city, @state, @zipCode)`;
const INSERT_KEYS =
  'INSERT INTO gad_directory_keys (rowid, business_keys, trade_keys) VALUES (?, ?, ?)';

const indexKeys = (statement: Statement, id: number | bigint, company: DirectoryCompany): void => {
  statement.run(
    id,
    searchKeys(company.zipCode, company.businessName),
    searchKeys(company.zipCode, company.tradeName),
  );
};

/**
 * Replaces the directory with the personas' companies plus `count` synthetic ones, in one
 * transaction with prepared statements, each company indexed as it is inserted. The companies
 * are generated one at a time, never held all at once, and SQLite spills the transaction's pages
 * to its write-ahead log, so memory stays flat whatever the directory's size. DUNS numbers
 * already in `companies` (issued to users) are never reused.
 */
export const seedDirectory = (db: Db, count: number): number => {
  const issued = DunsRow.all(db.prepare('SELECT duns FROM companies').all()).map((row) => row.duns);
  db.transaction(() => {
    db.exec(
      `INSERT INTO gad_directory_keys(gad_directory_keys) VALUES ('delete-all'); DELETE FROM gad_directory;`,
    );
    const insert = db.prepare(INSERT_COMPANY);
    const keys = db.prepare(INSERT_KEYS);
    for (const company of companiesToSeed(count, issued))
      indexKeys(keys, insert.run(company).lastInsertRowid, company);
  })();
  return seededSize(count);
};

const COMPANY_COLUMNS = `duns AS dunsNumber, business_name AS businessName, trade_name AS tradeName,
  street_address AS streetAddress, city, state, zip_code AS zipCode`;
const IndexedRow = rowShape(
  'IndexedDirectoryCompany',
  Type.Intersect([Type.Object({ id: Type.Integer() }), DirectoryCompany]),
);
const INDEX_BATCH = 10_000;

/**
 * Fills an empty search index from the directory (a database seeded before migration 301), a
 * batch at a time in one transaction; answers how many companies it indexed.
 */
const indexDirectoryIfUnindexed = (db: Db): number => {
  if (db.prepare('SELECT rowid FROM gad_directory_keys LIMIT 1').get() !== undefined) return 0;
  const batch = db.prepare(
    `SELECT id, ${COMPANY_COLUMNS} FROM gad_directory WHERE id > ? ORDER BY id LIMIT ?`,
  );
  const keys = db.prepare(INSERT_KEYS);
  let indexed = 0;
  db.transaction(() => {
    for (let after = 0; ;) {
      const rows = IndexedRow.all(batch.all(after, INDEX_BATCH));
      for (const row of rows) indexKeys(keys, row.id, row);
      indexed += rows.length;
      const last = rows.at(-1);
      if (!last) break;
      after = last.id;
    }
  })();
  return indexed;
};

/**
 * Seeds the directory on first start (an empty directory), or indexes one that a database kept
 * from before migration 301; answers whether it seeded.
 */
export const seedDirectoryIfEmpty = (db: Db, count: number): boolean => {
  if (directorySize(db) > 0) {
    indexDirectoryIfUnindexed(db);
    return false;
  }
  seedDirectory(db, count);
  return true;
};

/** The directory's bulk loads on SQLite (the embedded default). */
export class SqliteDirectorySeeding implements DirectorySeeding {
  constructor(private readonly db: Db) {}

  async replace(count: number): Promise<number> {
    return seedDirectory(this.db, count);
  }

  async seedIfEmpty(count: number): Promise<boolean> {
    return seedDirectoryIfEmpty(this.db, count);
  }

  async size(): Promise<number> {
    return directorySize(this.db);
  }
}
