import { parseArgs } from 'node:util';
import { finishCommand } from './db/configured-database';
import { demoAdvanceCommand } from './get-a-duns/demo-advance-command';

// `npm run demo:advance -- --days N [--passwords]` (server/get-a-duns/demo-advance-command.ts).
const USAGE =
  'usage: npm run demo:advance -- --days N [--passwords]   (N a whole number of days ≥ 1)';

const optionsOf = (args: readonly string[]): { days: number; passwords: boolean } | string => {
  try {
    const { values } = parseArgs({
      args: [...args],
      options: { days: { type: 'string' }, passwords: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    });
    const { days } = values;
    if (days === undefined || !/^\d+$/.test(days) || Number(days) < 1)
      return `--days needs a whole number ≥ 1, got ${String(days)}`;
    return { days: Number.parseInt(days, 10), passwords: values.passwords === true };
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

const options = optionsOf(process.argv.slice(2));
if (typeof options === 'string') {
  console.error(`${options}\n${USAGE}`);
  process.exit(2);
}
finishCommand(
  await demoAdvanceCommand(process.env, options.days, undefined, undefined, {
    agePasswords: options.passwords,
  }),
);
