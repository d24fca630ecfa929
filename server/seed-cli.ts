import { finishCommand } from './db/configured-database';
import { seedCommand } from './seed/seed-command';
import { wholeNumberOption } from './script-startup';

// `npm run seed` (server/seed/seed-command.ts).
const USAGE = 'usage: npm run seed -- [--companies N]   (N a whole number ≥ 0)';
const companies = wholeNumberOption(process.argv.slice(2), 'companies', USAGE, 0);
finishCommand(await seedCommand(process.env, companies));
