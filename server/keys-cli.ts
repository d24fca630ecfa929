import { finishCommand } from './db/configured-database';
import { rotateCommand } from './keys/rotate-command';

// `npm run keys:rotate` (server/keys/rotate-command.ts).
finishCommand(await rotateCommand(process.env));
