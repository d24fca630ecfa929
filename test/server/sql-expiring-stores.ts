import { sqlAccountStores } from '../../server/accounts/sql-account-stores';
import { SqlSessionRepository } from '../../server/auth/sql-session-repository';
import { SqlUsedIdTokenRepository } from '../../server/auth/sql-used-id-token-repository';
import type { QueryLayer } from '../../server/db/query-layer';
import { SqlProviderRecordRepository } from '../../server/identity/sql-provider-record-repository';
import { SqlOutboxRepository } from '../../server/mail/sql-outbox-repository';
import type { ExpiringStores } from '../../server/maintenance/cleanup-job';
import { SqlMfaFactorRepository } from '../../server/mfa/sql-mfa-factor-repository';

/** The stores the cleanup deletes from over one query layer, as server/app.ts hands them to it. */
export const sqlExpiringStores = (layer: QueryLayer): ExpiringStores => ({
  ...sqlAccountStores(layer),
  sessions: new SqlSessionRepository(layer),
  usedIdTokens: new SqlUsedIdTokenRepository(layer),
  providerRecords: new SqlProviderRecordRepository(layer),
  outbox: new SqlOutboxRepository(layer),
  mfaFactors: new SqlMfaFactorRepository(layer),
});
