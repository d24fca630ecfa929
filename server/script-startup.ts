import { parseArgs } from 'node:util';
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

/**
 * A script's one whole-number option (`--name N` or `--name=N`), read with Node's own parser;
 * anything else, or a number below `minimum`, prints the usage and exits with status 2.
 */
export const wholeNumberOption = (
  args: readonly string[],
  name: string,
  usage: string,
  minimum: number,
): number | undefined => {
  try {
    const { values } = parseArgs({
      args: [...args],
      options: { [name]: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
    const value = values[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) < minimum)
      throw new Error(`--${name} needs a whole number ≥ ${minimum}, got ${String(value)}`);
    return Number.parseInt(value, 10);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return process.exit(2);
  }
};
