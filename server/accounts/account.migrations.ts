import type { Migration } from '../db/migration';

/** Ids 200–299 (see server/db/migrations.ts). */
export const ACCOUNT_MIGRATIONS: readonly Migration[] = [];
