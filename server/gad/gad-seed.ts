import type { Db } from '../db/database';
import { seedDirectoryIfEmpty } from './company-directory';

/**
 * First start (server/seed/seed.ts seedIfEmpty): fills an empty Get-a-DUNS directory with
 * SEED_COMPANY_COUNT synthetic companies (default 100,000) plus the personas' companies.
 * `npm run seed -- --companies N` reseeds it with N instead (server/seed-cli.ts).
 */
export const seedGadIfEmpty = (db: Db, companies: number): boolean =>
  seedDirectoryIfEmpty(db, companies);
