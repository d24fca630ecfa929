import { systemClock } from '../clock';
import { withConfiguredDatabase, type CommandOutcome } from '../db/configured-database';
import { KEYS_KEPT_BY_ROTATION, loadServerKeys, rotateServerKeys } from './server-keys';
import { SqlServerKeyRepository } from './sql-server-key-repository';

/**
 * `npm run keys:rotate`: a new current key of each purpose in the configured database
 * (D-STORE-6); says what it added and removed, and that the processes must be restarted.
 */
export const rotateCommand = (env: NodeJS.ProcessEnv): Promise<CommandOutcome> =>
  withConfiguredDatabase(env, async ({ config, layer, where }) => {
    const repository = new SqlServerKeyRepository(layer);
    // First the keys a starting server would have (a data folder's old key files included), so a
    // rotation never drops keys that were not taken over yet.
    await loadServerKeys(repository, systemClock, config.dataDir);
    const report = await rotateServerKeys(repository, systemClock);
    const lines = [...report].map(
      ([purpose, { added, removed }]) => `  ${purpose}: added ${added}, removed ${removed}`,
    );
    return [
      `${where}: rotated the server's keys (the ${KEYS_KEPT_BY_ROTATION} newest of each are kept, and every key that seals authenticator secrets)`,
      ...lines,
      'Restart the server processes one at a time: each signs with the new keys once restarted, and every process still accepts what the previous keys signed.',
    ].join('\n');
  });
