import type { Migration } from '../db/migration';

/** Ids 100–199 (see server/db/migrations.ts). */
export const PORTAL_MIGRATIONS: readonly Migration[] = [];
