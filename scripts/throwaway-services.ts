import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './local-server';

/**
 * PostgreSQL and Redis for tests and benchmarks: Debian's own binaries, started in a fresh
 * folder on a free port and removed when stopped (docs/decisions/storage.md D-STORE-3). No Docker,
 * no system service, no fixed port, so several test files can each run their own.
 */
export interface ThrowawayService {
  /** `postgres://…` or `redis://…`, for DATABASE_URL or REDIS_URL. */
  readonly url: string;
  readonly port: number;
  /** The folder holding its data, socket and log; removed by `stop`. */
  readonly folder: string;
  stop(): Promise<void>;
}

export class MissingServiceBinary extends Error {}

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's server binaries (initdb, pg_ctl), or a message naming the package. */
export const postgresBinDir = (root = POSTGRES_ROOT): string => {
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new MissingServiceBinary(
      `PostgreSQL's server is not installed (no ${root}/*/bin/initdb): ` +
        'apt-get install postgresql',
    );
  }
  return path.join(root, newest, 'bin');
};

/** `redis-server` on PATH, or a message naming the package. */
export const redisServerBinary = (searchPath = process.env.PATH ?? ''): string => {
  for (const dir of searchPath.split(path.delimiter)) {
    const candidate = path.join(dir, 'redis-server');
    if (dir !== '' && fs.existsSync(candidate)) return candidate;
  }
  throw new MissingServiceBinary(
    'Redis is not installed (no redis-server on PATH): apt-get install redis-server',
  );
};

// initdb refuses to run as root, so as root the cluster belongs to Debian's `postgres` user.
const runAs = (command: string, args: readonly string[]): [string, string[]] =>
  process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, [...args]];

const run = (command: string, args: readonly string[]): void => {
  const [file, argv] = runAs(command, args);
  execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
};

const serviceFolder = (prefix: string): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  return dir;
};

/** Stops whatever is still running when the process exits without calling `stop` (a crash). */
const stopAtExit = (stopNow: () => void): (() => void) => {
  const onExit = (): void => stopNow();
  process.once('exit', onExit);
  return () => process.removeListener('exit', onExit);
};

/** A throwaway PostgreSQL, which a test can also restart as an operator would. */
export interface ThrowawayPostgres extends ThrowawayService {
  /**
   * `pg_ctl restart -m fast`: open connections are closed, committed data stays. Asynchronous, so
   * that the caller's own requests go on while PostgreSQL is away.
   */
  restart(): Promise<void>;
}

/**
 * A PostgreSQL cluster owned by the superuser `portal` (trust authentication, 127.0.0.1 only).
 * Durability settings are off: a throwaway test cluster, never a deployment.
 */

export const startPostgres = async (): Promise<ThrowawayPostgres> => {
  const bin = postgresBinDir();
  const dir = serviceFolder('portal-pg-');
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'portal',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const pgCtl = path.join(bin, 'pg_ctl');
  run(pgCtl, ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  const stopNow = (): void => {
    const [file, argv] = runAs(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
    spawnSync(file, argv, { stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const forget = stopAtExit(stopNow);
  return {
    url: `postgres://portal@127.0.0.1:${port}/postgres`,
    port,
    folder: dir,
    stop: async () => {
      forget();
      stopNow();
    },
    restart: async () => {
      const [file, argv] = runAs(pgCtl, [
        ...['-D', data, '-o', options, '-l', path.join(dir, 'log')],
        ...['-m', 'fast', '-w', '-t', '60', 'restart'],
      ]);
      const child = spawn(file, argv, { stdio: 'ignore' });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      if (code !== 0) throw new Error(`pg_ctl restart exited with ${code}`);
    },
  };
};

/**
 * A Redis server without persistence (`--save ''`, no append-only file), 127.0.0.1 only; on
 * `port` when given (a restart of one that was stopped, as its clients know it), else a free one.
 */
export const startRedis = async (options: { port?: number } = {}): Promise<ThrowawayService> => {
  const binary = redisServerBinary();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-redis-'));
  const port = options.port ?? (await freePort());
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForPort(port, child.pid);
  const stopNow = (): void => {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const forget = stopAtExit(stopNow);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    folder: dir,
    stop: async () => {
      forget();
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

const waitForPort = async (port: number, pid: number | undefined): Promise<void> => {
  const { createConnection } = await import('node:net');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the service (pid ${pid ?? '?'}) did not listen on port ${port} within 20 s`);
};
