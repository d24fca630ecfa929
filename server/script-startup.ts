import { ConfigError } from './config-schema';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { StartupError } from './db/data-dir';

/**
 * For the command-line scripts (seed, demo:advance): the configuration and the database as the
 * server reads them, or the operator's message and exit status 1 instead of a stack trace.
 */
export const openDataForScript = (): { readonly config: ServerConfig; readonly db: Db } => {
  try {
    const config = loadConfig();
    return { config, db: openDatabase(config.dataDir) };
  } catch (error) {
    if (error instanceof ConfigError || error instanceof StartupError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};
