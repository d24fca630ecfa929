import type { DunsCipher } from '../get-a-duns/duns-cipher';
import type { DunsApplications } from '../get-a-duns/duns-applications';
import type { GetADunsEntitlements } from '../get-a-duns/get-a-duns-entitlements';
import type { DirectoryRepository } from '../get-a-duns/directory-repository';
import type { NotificationRepository } from '../notifications/notification-repository';
import type { SessionStore } from '../auth/sessions';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import type { AccountStores } from '../accounts/account-stores';
import type { PurchaseRepository } from '../purchases/purchase-repository';
import type { TermsRepository } from '../terms/terms-repository';
import type { Mailer } from '../mail/mailer';
import type { EntitlementService } from '../entitlements/entitlement-service';
import type { PrimaryAuthentication } from '../identity/primary-authentication';
import type { MfaComponents } from '../mfa/mfa-components';
import type { AbuseLimiter } from './abuse-limiter';
import type { AbuseLimits } from './abuse-limits';

/** What every area's route module is given by server/app.ts. */
export interface RouteDependencies {
  readonly config: ServerConfig;
  readonly clock: Clock;
  readonly sessions: SessionStore;
  /** The accounts, passwords, lockout and abuse events, behind their ports. */
  readonly accounts: AccountStores;
  /** The orders and subscriptions of the account pages. */
  readonly purchases: PurchaseRepository;
  /** Licence agreements, legal documents and the decisions on them. */
  readonly terms: TermsRepository;
  readonly mailer: Mailer;
  /** Every read of a user's entitlements first brings their associations and applications up to date. */
  readonly entitlements: EntitlementService;
  /** Free DUNS applications, issued when their time has come. */
  readonly dunsApplications: DunsApplications;
  /** Entitling a DUNS to a product through the Get-a-DUNS calls. */
  readonly getADunsEntitlements: GetADunsEntitlements;
  /** The company directory the Get-a-DUNS search reads. */
  readonly directory: DirectoryRepository;
  readonly notifications: NotificationRepository;
  /** Seals and opens the encrypted DUNS numbers the browser carries. */
  readonly dunsCipher: DunsCipher;
  /** Request and mail limits (config.abuseLimits). */
  readonly abuseLimits: AbuseLimits;
  /** Counts the limited calls, in this process or in Redis (D-ABUSE-6). */
  readonly limiter: AbuseLimiter;
  /** Checks a password as sign-in does, counting toward the same lockout. */
  readonly authentication: PrimaryAuthentication;
  /** The second factor's stores and services (issue 28). */
  readonly mfa: MfaComponents;
}
