import path from 'node:path';
import Database from 'better-sqlite3';
import { Type } from 'typebox';
import type { Migration } from './migration';
import { MIGRATIONS } from './migrations';
import { NewerDatabaseError, pendingMigrations } from './migration-plan';
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
export const openDatabase = (
  dataDir: string,
  onMigrated: (applied: readonly Migration[]) => void = () => undefined,
): Db => {
  prepareDataDir(dataDir);
  const file = path.join(dataDir, DATABASE_FILE);
  let db: Db | undefined;
  try {
    ensureOwnerOnlyFile(file);
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    onMigrated(migrate(db, file));
    return db;
  } catch (error) {
    db?.close();
    if (error instanceof NewerDatabaseError) throw new StartupError(error.message);
    throw new StartupError(
      `The database ${file} cannot be opened (${reasonOf(error)}). If it is damaged, move it aside and ` +
        'restore a backup, or start without it to begin with an empty database; if it is unreadable, ' +
        "give the server's user read and write access to it.",
    );
  }
};

const AppliedMigration = rowShape('AppliedMigration', Type.Object({ id: Type.Integer() }));

/** Applies what is pending (D-STORE-2) and returns it. */
export const migrate = (db: Db, where = 'in use'): readonly Migration[] => {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL DEFAULT (datetime('now')))`);
  // BEGIN IMMEDIATE: a second process opening the same file waits here instead of migrating too.
  return db
    .transaction(() => {
      const applied = AppliedMigration.all(db.prepare('SELECT id FROM schema_migrations').all());
      const pending = pendingMigrations(
        MIGRATIONS,
        applied.map((row) => row.id),
        where,
      );
      const record = db.prepare('INSERT INTO schema_migrations (id, name) VALUES (?, ?)');
      for (const migration of pending) {
        db.exec(migration.sqlite);
        record.run(migration.id, migration.name);
      }
      return pending;
    })
    .immediate();
};
