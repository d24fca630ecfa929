import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SessionStore } from '../../server/auth/sessions';
import { SqlSessionRepository } from '../../server/auth/sql-session-repository';
import { postgresQueryLayer, sqliteQueryLayer, type QueryLayer } from '../../server/db/query-layer';
import { openPostgresPool } from '../../server/db/postgres/pool';
import { systemClock } from '../../server/clock';
import { openDatabase, type Db } from '../../server/db/database';
import { CSRF_HEADER, SESSION_COOKIE } from '../../server/http/cookies';
import { freePort, SERVER_ARGS, waitUntilAnswering } from '../../scripts/local-server';
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
  /** The server's SQLite database; a server started with DATABASE_URL has none (`layer` then). */
  readonly db: Db;
  /** The server's database, whichever engine it is, through the query layer. */
  readonly layer: QueryLayer;
  /** Opens a session for the seeded user with this id, as oktaLogin would. */
  signIn(userId: string): Promise<SignedIn>;
  call(
    method: string,
    url: string,
    init?: { headers?: Record<string, string>; body?: unknown; rawBody?: string },
  ): Promise<Answer>;
  /** What the server wrote to stdout and stderr; only collected with `captureOutput`. */
  output(): { readonly stdout: string; readonly stderr: string };
  /** Sends the server process a signal, as an operator or a supervisor would. */
  signal(name: NodeJS.Signals): void;
  /** Resolves with the process's exit code once it has exited (output drained). */
  exited(): Promise<number | null>;
  /** Stops the server; its data folder is removed unless it was started with `keepData`. */
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Start on this existing data folder (e.g. one a previous server wrote) instead of a fresh one. */
  readonly dataDir?: string;
  /** Listen on this port (e.g. the one a previous server used, so the issuer URL stays the same). */
  readonly port?: number;
  /** Leave the data folder in place on close, so another server can start on it. */
  readonly keepData?: boolean;
  /** Collect the server's stdout and stderr for `output()` instead of passing them through. */
  readonly captureOutput?: boolean;
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

const missing = (what: string): never => {
  throw new Error(`no ${what}`);
};

/** The calls a test makes to a portal: a process, or several behind a proxy. */
export type ServerCalls = Pick<TestServer, 'baseUrl' | 'call'>;

/** A call to the portal at `baseUrl`, redirects not followed, with the answer read whole. */
export const callServer = async (
  baseUrl: string,
  method: string,
  url: string,
  init: { headers?: Record<string, string>; body?: unknown; rawBody?: string } = {},
): Promise<Answer> => {
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
};

export const startTestServer = async (
  env: Readonly<Record<string, string>> = {},
  options: TestServerOptions = {},
): Promise<TestServer> => {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? temporaryDataDir();
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      STATIC_DIR: path.join(dataDir, 'no-build'),
      LOG_LEVEL: 'warn',
      // The e2e journeys' directory size: the demo's 100,000 companies take seconds to seed.
      SEED_COMPANY_COUNT: '1000',
      ...env,
    },
    stdio: [
      'ignore',
      options.captureOutput === true ? 'pipe' : 'inherit',
      options.captureOutput === true ? 'pipe' : 'inherit',
    ],
  });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  // 'close', not 'exit': it also waits for the output pipes to drain.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
  // /health answers on any host name, also when PUBLIC_URL names another one.
  await waitUntilAnswering(`${baseUrl}/health`, child, 60_000);
  const databaseUrl = env.DATABASE_URL;
  const db = databaseUrl === undefined ? openDatabase(dataDir) : undefined;
  const pool = databaseUrl === undefined ? undefined : openPostgresPool(databaseUrl, { max: 2 });
  const layer =
    db === undefined ? postgresQueryLayer(pool ?? missing('pool')) : sqliteQueryLayer(db);
  const sessions = new SessionStore(new SqlSessionRepository(layer), systemClock, {
    idleSeconds: 1800,
    absoluteSeconds: 43200,
  });
  return {
    baseUrl,
    dataDir,
    get db() {
      return db ?? missing('SQLite database: this server keeps its data in PostgreSQL');
    },
    layer,
    signIn: async (userId) => {
      const session = await sessions.create(userId);
      const cookie = `${SESSION_COOKIE}=${session.id}`;
      return {
        headers: { cookie },
        writeHeaders: { cookie, origin: baseUrl, [CSRF_HEADER]: session.csrfToken },
      };
    },
    call: (method, url, init) => callServer(baseUrl, method, url, init),
    output: () => ({
      stdout: Buffer.concat(stdout).toString('utf8'),
      stderr: Buffer.concat(stderr).toString('utf8'),
    }),
    signal: (name) => child.kill(name),
    exited: () => exited,
    close: async () => {
      db?.close();
      await pool?.end();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (options.keepData !== true) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * Runs `server/main.ts` expecting it to stop by itself (a refused configuration, a locked or
 * damaged data folder): its exit code and output, or a failure if it is still running after
 * `timeoutMs`.
 */
export const runServerToExit = async (
  env: Readonly<Record<string, string>>,
  timeoutMs = 30_000,
): Promise<{ readonly code: number | null; readonly stdout: string; readonly stderr: string }> => {
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: { ...process.env, PORT: String(await freePort()), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearTimeout(timer);
  return {
    code,
    stdout: Buffer.concat(stdout).toString('utf8'),
    stderr: Buffer.concat(stderr).toString('utf8'),
  };
};
