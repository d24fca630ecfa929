import { finishCommand } from './db/configured-database';
import { demoAdvanceCommand } from './gad/demo-advance-command';
import { wholeNumberOption } from './script-startup';

// `npm run demo:advance -- --days N` (server/gad/demo-advance-command.ts).
const USAGE = 'usage: npm run demo:advance -- --days N   (N a whole number of days ≥ 1)';
const days = wholeNumberOption(process.argv.slice(2), 'days', USAGE, 1);
if (days === undefined) {
  console.error(USAGE);
  process.exit(2);
}
finishCommand(await demoAdvanceCommand(process.env, days));
