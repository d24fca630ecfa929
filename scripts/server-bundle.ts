// The server as it runs: server/main.ts and everything it imports, in one ES module with its
// source map, at build/server/main.mjs; packages stay in node_modules. `npm run build` writes it for
// `npm run serve`, and every test run that starts a server writes it first
// (test/server-bundle.global-setup.ts): tests run what production runs, not a loader that
// transpiles on the fly (D-SUITE-4 in docs/decisions/test-suite.md). Each file is written aside
// and renamed in, so suites that build it at the same time never run a half-written one.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_BUNDLE } from './local-server';

export const buildServer = async (): Promise<string> => {
  const result = await build({
    entryPoints: [path.resolve(import.meta.dirname, '..', 'server', 'main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    write: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  for (const file of result.outputFiles) {
    const aside = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(aside, file.contents);
    fs.renameSync(aside, file.path);
  }
  return SERVER_BUNDLE;
};
