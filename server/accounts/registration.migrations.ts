import type { Migration } from '../db/migration';

/** Ids 250–299 (see server/db/migrations.ts). */
export const REGISTRATION_MIGRATIONS: readonly Migration[] = [];
