import { SqlPasswordRepository } from '../accounts/sql-password-repository';
import { SqlRegistrationRepository } from '../accounts/sql-registration-repository';
import { SqlSessionRepository } from '../auth/sql-session-repository';
import { SqlUsedIdTokenRepository } from '../auth/sql-used-id-token-repository';
import type { QueryLayer } from '../db/query-layer';
import { SqlLoginFailureRepository } from '../identity/sql-login-failure-repository';
import { SqlProviderRecordRepository } from '../identity/sql-provider-record-repository';
import { SqlOutboxRepository } from '../mail/sql-outbox-repository';
import type { ExpiringStores } from './cleanup-job';

/** The stores the cleanup deletes from, over one query layer: SQLite or PostgreSQL. */
export const sqlExpiringStores = (layer: QueryLayer): ExpiringStores => ({
  sessions: new SqlSessionRepository(layer),
  loginFailures: new SqlLoginFailureRepository(layer),
  passwords: new SqlPasswordRepository(layer),
  registrations: new SqlRegistrationRepository(layer),
  usedIdTokens: new SqlUsedIdTokenRepository(layer),
  providerRecords: new SqlProviderRecordRepository(layer),
  outbox: new SqlOutboxRepository(layer),
});
