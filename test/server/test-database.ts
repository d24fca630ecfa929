import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../server/db/database';
import type { Clock } from '../../server/clock';
import { hashPersonaPasswords } from '../../server/seed/seed';
import { sqliteQueryLayer, type QueryLayer } from '../../server/db/query-layer';
import {
  EntitlementService,
  type BringUpToDate,
  type DunsSealer,
} from '../../server/entitlements/entitlement-service';
import { SqlEntitlementRepository } from '../../server/entitlements/sql-entitlement-repository';
import { directoryIn } from '../../server/get-a-duns/directory-adapters';
import type { DirectoryIn } from '../../server/get-a-duns/directory-repository';
import { getADunsServices } from '../../server/get-a-duns/get-a-duns-services';
import { SqlNotificationRepository } from '../../server/notifications/sql-notification-repository';

export class VirtualClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current);
  }
  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

export const temporaryDataDir = (): string =>
  fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));

export const freshDatabase = (): { db: Db; dataDir: string; cleanUp: () => void } => {
  const dataDir = temporaryDataDir();
  const db = openDatabase(dataDir);
  return {
    db,
    dataDir,
    cleanUp: () => {
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

let personaHashes: Promise<ReadonlyMap<string, string>> | undefined;

/**
 * The seeded personas' password hashes, made once per test file and handed to every `seed` it
 * runs: scrypt is slow on purpose, and a fresh database per test would pay for it every time.
 */
export const personaHashesOnce = (): Promise<ReadonlyMap<string, string>> =>
  (personaHashes ??= hashPersonaPasswords());

/** The entitlement service over a SQLite database, composed as the server composes it. */
export const entitlementServiceOver = (
  db: Db,
  clock: Clock,
  sealDuns?: DunsSealer,
  bringUpToDate?: BringUpToDate,
): EntitlementService =>
  new EntitlementService(
    new SqlEntitlementRepository(sqliteQueryLayer(db)),
    clock,
    sealDuns,
    bringUpToDate,
  );

/** The Get-a-DUNS services over a query layer of either engine, composed as server/app.ts composes them. */
export const getADunsServicesIn = (queries: QueryLayer, clock: Clock, directory: DirectoryIn) => ({
  ...getADunsServices(queries, clock, directory),
  directory: directory(queries),
  notifications: new SqlNotificationRepository(queries),
});

/** The Get-a-DUNS services over a SQLite database. */
export const getADunsServicesOver = (db: Db, clock: Clock) =>
  getADunsServicesIn(sqliteQueryLayer(db), clock, directoryIn('sqlite'));
