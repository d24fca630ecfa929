import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE, migrate, openDatabase } from '../../server/db/database';
import type { Migration } from '../../server/db/migration';
import { NewerDatabaseError, pendingMigrations } from '../../server/db/migration-plan';
import { MIGRATIONS } from '../../server/db/migrations';
import { StartupError } from '../../server/db/data-dir';
import { freshDatabase, temporaryDataDir } from './test-database';

// Keys, hashes and databases are made slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const step = (id: number): Migration => ({ id, name: `step ${id}`, sqlite: '', postgres: '' });

describe('schema migrations', () => {
  it('have unique ids, in ascending order, each inside its area range', () => {
    const ids = MIGRATIONS.map((migration) => migration.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(ids.every((id) => id >= 1 && id < 900)).toBe(true);
  });

  it('are all applied to a fresh database, and applying them again changes nothing', () => {
    const env = freshDatabase();
    try {
      const applied = () =>
        (
          env.db.prepare('SELECT id FROM schema_migrations ORDER BY id').all() as { id: number }[]
        ).map((row) => row.id);
      expect(applied()).toEqual(MIGRATIONS.map((migration) => migration.id));
      expect(() => migrate(env.db)).not.toThrow();
      expect(applied()).toEqual(MIGRATIONS.map((migration) => migration.id));
    } finally {
      env.cleanUp();
    }
  });

  it('refuse to start on a database a newer version migrated, naming the file and the ids', () => {
    const dataDir = temporaryDataDir();
    try {
      openDatabase(dataDir).close();
      const file = path.join(dataDir, DATABASE_FILE);
      const raw = new Database(file);
      raw
        .prepare("INSERT INTO schema_migrations (id, name) VALUES (9001, 'from the future')")
        .run();
      raw.close();
      expect(() => openDatabase(dataDir)).toThrow(StartupError);
      expect(() => openDatabase(dataDir)).toThrow(
        new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .*\\(9001\\).*newer version`),
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('pendingMigrations', () => {
  const known = [step(1), step(100), step(200)];

  it.each([
    { applied: [], pending: [1, 100, 200] },
    { applied: [1], pending: [100, 200] },
    { applied: [1, 200], pending: [100] },
    { applied: [200, 100, 1], pending: [] },
  ])('with $applied applied, applies $pending in id order', ({ applied, pending }) => {
    expect(pendingMigrations(known, applied, 'db').map((migration) => migration.id)).toEqual(
      pending,
    );
  });

  it('sorts what it is given by id', () => {
    expect(pendingMigrations([step(200), step(1)], [], 'db').map((m) => m.id)).toEqual([1, 200]);
  });

  it('refuses when the database has applied an id it does not know, listing them in order', () => {
    const thrown = (() => {
      try {
        pendingMigrations(known, [1, 9002, 9001], 'the db');
        return undefined;
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(NewerDatabaseError);
    expect(thrown).toMatchObject({ where: 'the db', unknownIds: [9001, 9002] });
  });
});
