import { systemClock, type Clock } from '../clock';
import { withConfiguredDatabase, type CommandOutcome } from '../db/configured-database';
import { PERSONAS } from './personas';
import { seed } from './seed';

/**
 * `npm run seed [-- --companies N]`: (re)creates the personas and the Get-a-DUNS directory of N
 * synthetic US companies (default SEED_COMPANY_COUNT), in PostgreSQL at DATABASE_URL when set,
 * else in SQLite in DATA_DIR, migrating first as a starting server would.
 */
export const seedCommand = (
  env: NodeJS.ProcessEnv,
  companies: number | undefined,
  clock: Clock = systemClock,
): Promise<CommandOutcome> =>
  withConfiguredDatabase(env, async ({ config, layer, where, directory }) => {
    await seed(layer, clock);
    const started = Date.now();
    const seeded = await directory.replace(companies ?? config.seedCompanyCount);
    return [
      `Seeded ${PERSONAS.length} personas into ${where}`,
      `Seeded the Get-a-DUNS directory: ${seeded} companies in ${Date.now() - started} ms`,
    ].join('\n');
  });
