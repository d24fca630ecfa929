import { withConfiguredDatabase, type CommandOutcome } from './configured-database';
import { MIGRATIONS } from './migrations';

/**
 * `npm run db:migrate`: brings the database up to date without starting the server, PostgreSQL at
 * DATABASE_URL when set, else SQLite in DATA_DIR (D-STORE-2), and says what it applied.
 */
export const migrateCommand = (env: NodeJS.ProcessEnv): Promise<CommandOutcome> =>
  withConfiguredDatabase(env, async ({ where, applied }) => {
    const latest = MIGRATIONS[MIGRATIONS.length - 1]?.id ?? 0;
    return applied.length === 0
      ? `${where}: up to date (migration ${latest}); nothing to apply`
      : `${where}: applied ${applied.map((migration) => migration.id).join(', ')}; now at migration ${latest}`;
  });
