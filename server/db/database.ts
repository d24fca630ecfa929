import path from 'node:path';
import Database from 'better-sqlite3';
import { Type } from 'typebox';
import { MIGRATIONS } from './migrations';
import { rowShape } from './rows';
import { ensureOwnerOnlyFile, prepareDataDir, reasonOf, StartupError } from './data-dir';

export type Db = Database.Database;

export const DATABASE_FILE = 'portal.sqlite';

/**
 * Opens (creating if needed) the portal database in `dataDir` and brings its schema up to date.
 * The folder is owner-only and the file too (SQLite gives its WAL and shared-memory files the
 * database file's permissions). A file that is not a usable database stops with a StartupError
 * that names it and says what to do.
 */
export const openDatabase = (dataDir: string): Db => {
  prepareDataDir(dataDir);
  const file = path.join(dataDir, DATABASE_FILE);
  let db: Db | undefined;
  try {
    ensureOwnerOnlyFile(file);
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db);
    return db;
  } catch (error) {
    db?.close();
    throw new StartupError(
      `The database ${file} cannot be opened (${reasonOf(error)}). If it is damaged, move it aside and ` +
        'restore a backup, or start without it to begin with an empty database; if it is unreadable, ' +
        "give the server's user read and write access to it.",
    );
  }
};

const AppliedMigration = rowShape('AppliedMigration', Type.Object({ id: Type.Integer() }));

export const migrate = (db: Db): void => {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL DEFAULT (datetime('now')))`);
  const applied = new Set(
    AppliedMigration.all(db.prepare('SELECT id FROM schema_migrations').all()).map((row) => row.id),
  );
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (id, name) VALUES (?, ?)').run(
        migration.id,
        migration.name,
      );
    })();
  }
};
