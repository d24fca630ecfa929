import type { Migration } from '../db/migration';

/** Ids 600–699 (see server/db/migrations.ts). */
export const MAINTENANCE_MIGRATIONS: readonly Migration[] = [
  {
    id: 600,
    name: 'leases that let one process at a time run a scheduled job',
    // One row per job: the process holding it and until when (docs/decisions/storage.md D-STORE-8).
    sqlite: `
      CREATE TABLE job_leases (
        name TEXT PRIMARY KEY,
        holder TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
    postgres: `
      CREATE TABLE job_leases (
        name TEXT PRIMARY KEY,
        holder TEXT NOT NULL,
        expires_at BIGINT NOT NULL
      );
    `,
  },
];
