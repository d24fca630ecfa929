import { ensureBuilt, ROOT } from './bench-server';
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { deploymentLines } from './deployment-load';
import { table } from './targets';

// `npm run bench:deployment [-- --quick]`: the two-process section of `npm run bench` alone.
const quick = process.argv.includes('--quick');
ensureBuilt((command) => execSync(command, { cwd: ROOT, stdio: 'inherit' }));
const lines = await deploymentLines({
  companies: quick ? 100_000 : 1_000_000,
  seconds: quick ? 3 : 10,
  log: (text) => process.stderr.write(`bench: ${text}\n`),
});
console.log(table(lines));
const results = { measuredAt: new Date().toISOString(), quick, lines };
fs.writeFileSync(
  path.join(ROOT, 'bench', 'results-deployment.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
