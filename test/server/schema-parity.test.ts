import { postgresForThisFile } from './postgres-database';
import { migratePostgres } from '../../server/db/postgres/migrate';
import { freshDatabase } from './test-database';

// Keys, hashes and databases are made slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const postgres = postgresForThisFile();

type Columns = Record<string, string>;

// The company search's index is each engine's own (D-STORE-2, D-STORE-11): SQLite's FTS5 table and
// the shadow tables FTS5 keeps for it, and SQLite's AUTOINCREMENT bookkeeping, have no PostgreSQL
// twin; PostgreSQL's table of search keys has no SQLite one.
const SQLITE_ONLY = /^(gad_directory_keys(_\w+)?|sqlite_sequence)$/;
const POSTGRES_ONLY = /^gad_directory_keys$/;

/** A column as both engines can state it: its kind of value, and whether it may be NULL. */
const shape = (kind: 'integer' | 'text', nullable: boolean): string =>
  `${kind}${nullable ? '' : ' not null'}`;

const sqliteSchema = (): Record<string, Columns> => {
  const env = freshDatabase();
  try {
    const tables = env.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all() as string[];
    const schema: Record<string, Columns> = {};
    for (const table of tables.filter((name) => !SQLITE_ONLY.test(name))) {
      const columns = env.db.prepare(`SELECT * FROM pragma_table_info(?)`).all(table) as {
        name: string;
        type: string;
        notnull: number;
        pk: number;
      }[];
      schema[table] = Object.fromEntries(
        columns.map((column) => [
          column.name,
          // A primary key column is never NULL in practice (SQLite's rowid alias, or a key the
          // code always sets), and PostgreSQL makes it NOT NULL outright.
          shape(
            column.type === 'INTEGER' ? 'integer' : 'text',
            column.notnull === 0 && column.pk === 0,
          ),
        ]),
      );
    }
    return schema;
  } finally {
    env.cleanUp();
  }
};

const postgresSchema = async (): Promise<Record<string, Columns>> => {
  const { pool } = await postgres.freshDatabase();
  await migratePostgres(pool, 'under test');
  const { rows } = await pool.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    udt_name: string;
    is_nullable: 'YES' | 'NO';
  }>(
    `SELECT table_name, column_name, data_type, udt_name, is_nullable
     FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const schema: Record<string, Columns> = {};
  for (const row of rows.filter((column) => !POSTGRES_ONLY.test(column.table_name))) {
    const kind =
      row.data_type === 'bigint'
        ? 'integer'
        : row.data_type === 'text' || row.udt_name === 'citext'
          ? 'text'
          : row.data_type;
    (schema[row.table_name] ??= {})[row.column_name] = shape(
      kind as 'integer' | 'text',
      row.is_nullable === 'YES',
    );
  }
  return schema;
};

describe('the schema in both dialects', () => {
  it('has the same tables, columns, kinds of value and NULL rules after every migration', async () => {
    const sqlite = sqliteSchema();
    const pg = await postgresSchema();
    expect(Object.keys(sqlite).length).toBeGreaterThan(20);
    expect(pg).toEqual(sqlite);
  });

  it("leaves out only each engine's own search index, which both have", async () => {
    const env = freshDatabase();
    try {
      const fts = env.db
        .prepare("SELECT sql FROM sqlite_master WHERE name = 'gad_directory_keys'")
        .pluck()
        .get();
      expect(fts).toMatch(/USING fts5/);
    } finally {
      env.cleanUp();
    }
    const { pool } = await postgres.freshDatabase();
    await migratePostgres(pool, 'under test');
    const { rows } = await pool.query<{ key: string }>(
      `SELECT column_name AS key FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = 'gad_directory_keys' ORDER BY column_name`,
    );
    expect(rows.map((row) => row.key)).toEqual(['directory_id', 'in_business', 'key']);
  });
});
