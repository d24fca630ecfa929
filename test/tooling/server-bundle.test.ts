import { build } from 'esbuild';
import path from 'node:path';
import {
  packagesNamingTheirFolder,
  RUNTIME_PACKAGES,
  serverBuildOptions,
} from '../../scripts/server-bundle';

const ROOT = path.resolve(__dirname, '../..');

// The metafile of the server's bundle with these packages left out.
// Bundling the whole server takes seconds, many more on a busy machine: not a measure of anything.
const BUNDLING_TIMEOUT_MS = 60_000;

const metafileWithout = async (external: readonly string[]) =>
  (await build({ ...serverBuildOptions(external), logLevel: 'silent' })).metafile;

describe('the server bundle (D-SUITE-15)', () => {
  it(
    'bundles no package that reads files next to its own code',
    async () => {
      expect(packagesNamingTheirFolder(await metafileWithout(RUNTIME_PACKAGES), ROOT)).toEqual([]);
    },
    BUNDLING_TIMEOUT_MS,
  );

  it(
    'finds such a package when it is bundled: pino starts its transport worker by its folder',
    async () => {
      const withPino = RUNTIME_PACKAGES.filter(
        (name) => name !== 'pino' && name !== 'thread-stream',
      );
      expect(packagesNamingTheirFolder(await metafileWithout(withPino), ROOT)).toEqual([
        'pino',
        'thread-stream',
      ]);
    },
    BUNDLING_TIMEOUT_MS,
  );
});
