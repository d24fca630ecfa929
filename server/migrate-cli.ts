import { finishCommand } from './db/configured-database';
import { migrateCommand } from './db/migrate-command';

// `npm run db:migrate` (server/db/migrate-command.ts).
finishCommand(await migrateCommand(process.env));
