// The server as it runs: server/main.ts and everything it imports, packages included, in one ES
// module with its source map, at build/server/main.mjs. `npm run build` writes it for
// `npm run serve`, and every test run that starts a server writes it first
// (test/server-bundle.global-setup.ts): tests run what production runs, not a loader that
// transpiles on the fly (D-SUITE-4 in docs/decisions/test-suite.md). Each file is written aside
// and renamed in, so suites that build it at the same time never run a half-written one.
import { build, type BuildOptions, type Metafile } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_BUNDLE } from './local-server';

/**
 * Packages loaded from node_modules at run time rather than bundled (D-SUITE-15): native addons,
 * and packages that find files of their own (worker scripts, static assets) next to their code.
 */
export const RUNTIME_PACKAGES: readonly string[] = [
  'better-sqlite3',
  'pg-native',
  'pino',
  'thread-stream',
  '@fastify/swagger',
  '@fastify/swagger-ui',
];

/** Bundled packages that name their own folder, and why that is harmless once bundled. */
const FOLDER_READERS_ALLOWED: Readonly<Record<string, string>> = {
  ioredis: 'trims its own frames from error stacks with __dirname; reads no file',
};

const OWN_FOLDER = /\b__dirname\b|\b__filename\b|\bimport\.meta\.(?:url|dirname|filename)\b/;

const packageOf = (input: string): string | undefined => {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match?.[1];
};

/**
 * The bundled packages whose code names its own folder or file: bundled, that would be the
 * bundle's folder, so such a package must be one of RUNTIME_PACKAGES (or allowed, with a reason).
 */
export const packagesNamingTheirFolder = (metafile: Metafile, root: string): string[] => {
  const found = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const name = packageOf(input);
    if (name === undefined || name in FOLDER_READERS_ALLOWED || found.has(name)) continue;
    if (OWN_FOLDER.test(fs.readFileSync(path.resolve(root, input), 'utf8'))) found.add(name);
  }
  return [...found].sort();
};

// Bundled CommonJS packages call require() and read __dirname; in an ES module both come from here.
const COMMONJS_GLOBALS = [
  "import { createRequire as portalCreateRequire } from 'node:module';",
  "import { fileURLToPath as portalFileURLToPath } from 'node:url';",
  'const require = portalCreateRequire(import.meta.url);',
  'const __filename = portalFileURLToPath(import.meta.url);',
  'const __dirname = import.meta.dirname;',
].join(' ');

const ROOT = path.resolve(import.meta.dirname, '..');

/** How esbuild bundles server/main.ts, with `external` left to node_modules. */
export const serverBuildOptions = (external: readonly string[] = RUNTIME_PACKAGES) =>
  ({
    entryPoints: [path.join(ROOT, 'server', 'main.ts')],
    absWorkingDir: ROOT,
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external],
    banner: { js: COMMONJS_GLOBALS },
    // Stack traces map to server/*.ts without the sources' text, which would double the map.
    sourcemap: true,
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'warning',
  }) as const satisfies BuildOptions;

export const buildServer = async (): Promise<string> => {
  const result = await build(serverBuildOptions());
  const misplaced = packagesNamingTheirFolder(result.metafile, ROOT);
  if (misplaced.length > 0) {
    throw new Error(
      `bundled packages that read files next to their code: ${misplaced.join(', ')}; ` +
        'add them to RUNTIME_PACKAGES in scripts/server-bundle.ts',
    );
  }
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  for (const file of result.outputFiles) {
    const aside = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(aside, file.contents);
    fs.renameSync(aside, file.path);
  }
  return SERVER_BUNDLE;
};
