import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, SERVER_ARGS, SERVER_BUNDLE, waitUntilAnswering } from '../scripts/local-server';
import { RssSampler } from './rss-sampler';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Every abuse limit lifted: the benchmark is the only client and sends thousands of calls. */
const NO_ABUSE_LIMITS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'SIGN_IN_PER_ADDRESS_PER_MINUTE',
    'SIGN_IN_PER_ACCOUNT_PER_MINUTE',
    'FAILED_SIGN_INS_PER_ADDRESS_PER_HOUR',
    'COMPANY_SEARCH_PER_ADDRESS_PER_MINUTE',
    'COMPANY_SEARCH_PER_ACCOUNT_PER_MINUTE',
  ].map((name) => [`RATE_LIMIT_${name}`, '1000000']),
);

export interface BenchServer {
  readonly baseUrl: string;
  readonly pid: number;
  readonly rss: RssSampler;
  stop(): Promise<void>;
}

/**
 * Extra Node options for the portal's process, e.g. `BENCH_SERVER_NODE_ARGS="--cpu-prof
 * --cpu-prof-dir=/tmp/prof"` to profile the server under the bench's load (NODE_OPTIONS does
 * not admit --cpu-prof).
 */
const serverNodeArgs = (): string[] =>
  (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter((arg) => arg !== '');

/** The portal as `npm start` runs it (built assets, demo mode) on a free port and `dataDir`. */
export const startBenchServer = async (
  dataDir: string,
  env: Readonly<Record<string, string>> = {},
  startTimeoutMs = 180_000,
): Promise<BenchServer> => {
  // PORT in `env`: a process started again where the proxy in front of it expects it.
  const port = env['PORT'] === undefined ? await freePort() : Number(env['PORT']);
  const baseUrl = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...serverNodeArgs(), ...SERVER_ARGS], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...NO_ABUSE_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (child.pid === undefined) throw new Error('the portal server did not start');
  const rss = new RssSampler(child.pid);
  rss.start();
  await waitUntilAnswering(`${baseUrl}/health`, child, startTimeoutMs);
  return {
    baseUrl,
    pid: child.pid,
    rss,
    stop: async () => {
      rss.stop();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
};

/** Builds the portal when its assets or the server's bundle are missing. */
export const ensureBuilt = (run: (command: string) => void): void => {
  const built = [path.join(ROOT, 'dist', 'index.html'), SERVER_BUNDLE];
  if (!built.every((file) => fs.existsSync(file))) run('npm run build');
};
