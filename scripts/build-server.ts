// `npm run build:server`: writes the server's bundle (scripts/server-bundle.ts).
import path from 'node:path';
import { buildServer } from './server-bundle';

console.log(`built ${path.relative(process.cwd(), await buildServer())}`);
