import type { QueryLayer } from '../db/query-layer';
import { SqlLoginFailureRepository } from '../identity/sql-login-failure-repository';
import { SqlUserRepository } from '../identity/sql-user-repository';
import { SqlConsentRepository } from '../profile/sql-consent-repository';
import type { AccountStores } from './account-stores';
import { SqlAbuseEventRepository } from './sql-abuse-event-repository';
import { SqlPasswordRepository } from './sql-password-repository';
import { SqlRegistrationRepository } from './sql-registration-repository';

/** The account stores over one query layer: SQLite or PostgreSQL (D-STORE-4). */
export const sqlAccountStores = (layer: QueryLayer): AccountStores => ({
  users: new SqlUserRepository(layer),
  passwords: new SqlPasswordRepository(layer),
  loginFailures: new SqlLoginFailureRepository(layer),
  abuseEvents: new SqlAbuseEventRepository(layer),
  registrations: new SqlRegistrationRepository(layer),
  consents: new SqlConsentRepository(layer),
});
