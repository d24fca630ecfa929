import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, SERVER_ARGS, waitUntilAnswering } from '../../scripts/local-server';

export { freePort, waitUntilAnswering };

export interface RunningPortal {
  readonly baseUrl: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

const root = path.resolve(__dirname, '../..');

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
  const child = spawn(process.execPath, SERVER_ARGS, {
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
