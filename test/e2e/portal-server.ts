import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningPortal {
  readonly baseUrl: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

const root = path.resolve(__dirname, '../..');

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

export const waitUntilAnswering = async (
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal server exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`portal server did not answer at ${url} within ${timeoutMs} ms`);
};

/** Starts the server as `npm start` does (built assets in dist/), on a free port and a fresh database. */
export const startPortal = async (
  env: Readonly<Record<string, string>> = {},
): Promise<RunningPortal> => {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm run test:e2e does)');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SEED_COMPANY_COUNT: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilAnswering(`${baseUrl}/services/auth/checkUserLogin`, child, 60_000);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
