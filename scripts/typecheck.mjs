// Type-checks one tsconfig with TypeScript 7's native compiler (D-SUITE-9 in
// docs/decisions/test-suite.md): about a fifth of TypeScript 5.9's CPU. TypeScript 5.9 stays the
// library that typescript-eslint and ts-loader use. One thread: on two cores shared with other
// steps it checks in less CPU than its parallel mode.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const compiler = path.join(path.dirname(require.resolve('typescript7/package.json')), 'bin', 'tsc');
// The tsconfig, then any further tsc options (`--pretty false`).
const [project = 'tsconfig.json', ...options] = process.argv.slice(2);
const { status } = spawnSync(
  process.execPath,
  [compiler, '--noEmit', '--singleThreaded', '-p', project, ...options],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
