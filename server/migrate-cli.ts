import { migrateCommand } from './db/migrate-command';

// `npm run db:migrate` (server/db/migrate-command.ts).
const outcome = await migrateCommand(process.env);
if (outcome.status === 0) console.log(outcome.message);
else console.error(outcome.message);
process.exitCode = outcome.status;
