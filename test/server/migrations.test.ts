import { migrate } from '../../server/db/database';
import { MIGRATIONS } from '../../server/db/migrations';
import { freshDatabase } from './test-database';

describe('schema migrations', () => {
  it('have unique ids, in ascending order, each inside its area range', () => {
    const ids = MIGRATIONS.map((migration) => migration.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(ids.every((id) => id >= 1 && id < 600)).toBe(true);
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
});
