import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startBenchServer } from './bench-server';

/** The benchmark's directory size (issue 15): a million companies. */
export const DIRECTORY_COMPANIES = 1_000_000;

const CACHE_DIR = path.join(ROOT, 'var', 'bench', `directory-${DIRECTORY_COMPANIES}`);
const META_FILE = path.join(CACHE_DIR, 'bench-meta.json');

export interface DirectoryCache {
  /** A fresh copy of the cached data folder, for one run. */
  readonly dataDir: string;
  /** The server's peak RSS during the start that seeded the directory, and when it was measured. */
  readonly seedingPeakRssMb: number;
  readonly seededAt: string;
  readonly seedingSeconds: number;
}

interface Meta {
  readonly seedingPeakRssMb: number;
  readonly seededAt: string;
  readonly seedingSeconds: number;
}

const isMeta = (value: unknown): value is Meta =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>)['seedingPeakRssMb'] === 'number' &&
  typeof (value as Record<string, unknown>)['seededAt'] === 'string' &&
  typeof (value as Record<string, unknown>)['seedingSeconds'] === 'number';

const readMeta = (): Meta | undefined => {
  if (!fs.existsSync(META_FILE)) return undefined;
  const parsed: unknown = JSON.parse(fs.readFileSync(META_FILE, 'utf8'));
  return isMeta(parsed) ? parsed : undefined;
};

/**
 * The portal's first start on an empty folder seeds the personas and the directory, as `npm
 * start` does; its peak memory is measured then. The seeded folder is kept in var/bench (git
 * ignores var/) and copied for each run, so runs start alike and seeding happens once.
 */
const seedCache = async (log: (line: string) => void): Promise<Meta> => {
  fs.rmSync(CACHE_DIR, { recursive: true, force: true });
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  log(`seeding ${DIRECTORY_COMPANIES.toLocaleString('en-US')} companies into ${CACHE_DIR} (once)…`);
  const started = Date.now();
  const server = await startBenchServer(CACHE_DIR, {
    SEED_COMPANY_COUNT: String(DIRECTORY_COMPANIES),
  });
  const seedingSeconds = (Date.now() - started) / 1000;
  const meta: Meta = {
    seedingPeakRssMb: server.rss.takePeak(),
    seededAt: new Date().toISOString(),
    seedingSeconds,
  };
  await server.stop();
  fs.writeFileSync(META_FILE, JSON.stringify(meta, null, 2));
  return meta;
};

export const directoryCache = async (
  fresh: boolean,
  log: (line: string) => void,
): Promise<DirectoryCache> => {
  const meta = (!fresh && readMeta()) || (await seedCache(log));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  for (const file of fs.readdirSync(CACHE_DIR)) {
    if (file === 'bench-meta.json' || file.endsWith('.lock')) continue;
    fs.cpSync(path.join(CACHE_DIR, file), path.join(dataDir, file), { recursive: true });
  }
  fs.chmodSync(dataDir, 0o700);
  return { dataDir, ...meta };
};
