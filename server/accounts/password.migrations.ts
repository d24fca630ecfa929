import type { Migration } from '../db/migration';

/** Ids 200–249 (see server/db/migrations.ts). */
export const PASSWORD_MIGRATIONS: readonly Migration[] = [];
