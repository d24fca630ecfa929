import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SessionStore } from '../../server/auth/sessions';
import { systemClock } from '../../server/clock';
import { openDatabase, type Db } from '../../server/db/database';
import { CSRF_HEADER, SESSION_COOKIE } from '../../server/http/cookies';
import { freePort, waitUntilAnswering } from '../e2e/portal-server';
import { temporaryDataDir } from './test-database';

/**
 * The real server (`server/main.ts`: routes, identity provider, seeded personas) in a child process
 * on a free port and a fresh data folder. A child process, because oidc-provider and several
 * Fastify plugins are ES modules that jest's CommonJS sandbox cannot load; the test opens the same
 * SQLite file (WAL) to set up state through the backend's own code.
 */
export interface TestServer {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly db: Db;
  /** Opens a session for the seeded user with this id, as oktaLogin would. */
  signIn(userId: string): SignedIn;
  call(
    method: string,
    url: string,
    init?: { headers?: Record<string, string>; body?: unknown; rawBody?: string },
  ): Promise<Answer>;
  close(): Promise<void>;
}

export interface SignedIn {
  readonly headers: Record<string, string>;
  /** Headers for a state-changing call: the cookie, the CSRF header and a same-origin Origin. */
  readonly writeHeaders: Record<string, string>;
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly json: unknown;
}

const root = path.resolve(__dirname, '../..');

export const startTestServer = async (
  env: Readonly<Record<string, string>> = {},
): Promise<TestServer> => {
  const port = await freePort();
  const dataDir = temporaryDataDir();
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      STATIC_DIR: path.join(dataDir, 'no-build'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilAnswering(`${baseUrl}/services/auth/checkUserLogin`, child, 60_000);
  const db = openDatabase(dataDir);
  const sessions = new SessionStore(db, systemClock, { idleSeconds: 1800, absoluteSeconds: 43200 });
  return {
    baseUrl,
    dataDir,
    db,
    signIn: (userId) => {
      const session = sessions.create(userId);
      const cookie = `${SESSION_COOKIE}=${session.id}`;
      return {
        headers: { cookie },
        writeHeaders: { cookie, origin: baseUrl, [CSRF_HEADER]: session.csrfToken },
      };
    },
    call: async (method, url, init = {}) => {
      const hasBody = init.body !== undefined || init.rawBody !== undefined;
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...init.headers },
        ...(hasBody ? { body: init.rawBody ?? JSON.stringify(init.body) } : {}),
        redirect: 'manual',
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text) as unknown;
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, text, json };
    },
    close: async () => {
      db.close();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
