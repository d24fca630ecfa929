import { ConfigError } from '../config-schema';
import { loadConfig, type ServerConfig } from '../config';
import { StartupError } from './data-dir';
import { NewerDatabaseError } from './migration-plan';
import { openServerStorage, type ServerStorage } from './server-storage';

export interface CommandOutcome {
  readonly status: 0 | 1;
  /** For stdout when the status is 0, for stderr otherwise. */
  readonly message: string;
}

/** Ends an operator's command: its message on stdout, or on stderr with its exit status. */
export const finishCommand = (outcome: CommandOutcome): void => {
  if (outcome.status === 0) console.log(outcome.message);
  else console.error(outcome.message);
  process.exitCode = outcome.status;
};

export interface ConfiguredDatabase extends ServerStorage {
  readonly config: ServerConfig;
}

/**
 * For the operator's commands (db:migrate, keys:rotate, seed): the database the configuration names,
 * PostgreSQL at DATABASE_URL or else SQLite in DATA_DIR, migrated as a starting server would, then
 * closed after `work`. A problem the operator can fix (configuration, a database newer than the
 * code) is a message with status 1, not a stack trace.
 */
export const withConfiguredDatabase = async (
  env: NodeJS.ProcessEnv,
  work: (database: ConfiguredDatabase) => Promise<string>,
): Promise<CommandOutcome> => {
  try {
    const config = loadConfig(env);
    const storage = await openServerStorage(config, { lockDataDir: false, poolMax: 1 });
    try {
      return { status: 0, message: await work({ ...storage, config }) };
    } finally {
      await storage.close();
    }
  } catch (error) {
    const known =
      error instanceof ConfigError ||
      error instanceof StartupError ||
      error instanceof NewerDatabaseError;
    if (known) return { status: 1, message: error.message };
    throw error;
  }
};
