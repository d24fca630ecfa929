import { parseArgs } from 'node:util';

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
