import { rotateCommand } from './keys/rotate-command';

// `npm run keys:rotate` (server/keys/rotate-command.ts).
const outcome = await rotateCommand(process.env);
if (outcome.status === 0) console.log(outcome.message);
else console.error(outcome.message);
process.exitCode = outcome.status;
