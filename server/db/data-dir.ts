import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * A start-up problem the operator can fix: printed as its message alone (no stack trace), and the
 * server exits. The message names the file or variable and says what to do.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

const OWNER_ONLY_FOLDER = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/**
 * Creates the data folder owner-only, and tightens one that already exists, files included (a
 * folder written by an earlier version may hold a world-readable database or keys).
 */
export const prepareDataDir = (dataDir: string): void => {
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_FOLDER });
    fs.chmodSync(dataDir, OWNER_ONLY_FOLDER);
    for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
      if (entry.isFile()) fs.chmodSync(path.join(dataDir, entry.name), OWNER_ONLY_FILE);
    }
  } catch (error) {
    throw new StartupError(
      `The data folder ${dataDir} cannot be created or used (${reasonOf(error)}). ` +
        'Set DATA_DIR to a folder this user can write to.',
    );
  }
};

/** Creates `file` empty and owner-only if it is missing; tightens it if it exists. */
export const ensureOwnerOnlyFile = (file: string): void => {
  fs.closeSync(fs.openSync(file, 'a', OWNER_ONLY_FILE));
  fs.chmodSync(file, OWNER_ONLY_FILE);
};

export const LOCK_FILE = 'server.lock';

export interface DataDirLock {
  readonly release: () => void;
}

/**
 * Holds the data folder for this process: a second server on the same DATA_DIR would share the
 * database and the identity provider's keys behind the first one's back. The lock is SQLite's
 * own exclusive file lock on a small lock database, held open for the server's life, so the
 * operating system releases it when the process ends, even by a crash: no stale lock to clear.
 */
export const lockDataDir = (dataDir: string): DataDirLock => {
  prepareDataDir(dataDir);
  const file = path.join(dataDir, LOCK_FILE);
  ensureOwnerOnlyFile(file);
  const lock = new Database(file, { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE');
  } catch {
    lock.close();
    throw new StartupError(
      `Another server is already running on the data folder ${dataDir} (it holds ${file}). ` +
        'Stop it first, or give this server its own DATA_DIR.',
    );
  }
  return {
    release: () => {
      if (lock.open) lock.close();
    },
  };
};

export const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
