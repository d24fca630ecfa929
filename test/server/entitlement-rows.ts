import type { Insertable } from 'kysely';
import type { EntitlementsTable } from '../../server/db/company-tables';

/** Three DUNS numbers the entitlement suites insert in this order, which is not their sort order. */
export const ACME = '804735132';
export const BETA = '150483782';
export const GAMMA = '060704780';

/**
 * An entitlement row named `App <appId>` unless `extra` says otherwise. Every row names every
 * column: in a multi-row insert, SQLite fills a missing one with NULL, not its default.
 */
export const entitlementRow = (
  userId: string,
  appId: number,
  duns: string | null,
  extra: Partial<Insertable<EntitlementsTable>> = {},
): Insertable<EntitlementsTable> => ({
  user_id: userId,
  duns,
  app_id: appId,
  product_id: null,
  product_name: `App ${appId}`,
  trial_ends_at: null,
  status: 'active',
  pla_accepted: 1,
  assets_ready: 0,
  new_feature: 0,
  ...extra,
});
