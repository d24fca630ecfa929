import type { Migration } from '../db/migration';

/** Ids 300–399 (see server/db/migrations.ts). */
export const GAD_MIGRATIONS: readonly Migration[] = [];
