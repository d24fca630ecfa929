import type { Migration } from '../db/migration';
import { PASSWORD_MIGRATIONS } from './password.migrations';
import { REGISTRATION_MIGRATIONS } from './registration.migrations';

/** Ids 200–299 (see server/db/migrations.ts): passwords 200–249, registration 250–299. */
export const ACCOUNT_MIGRATIONS: readonly Migration[] = [
  ...PASSWORD_MIGRATIONS,
  ...REGISTRATION_MIGRATIONS,
];
