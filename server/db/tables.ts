import type { Generated } from 'kysely';
import type { HouseOfferSlotsTable, HouseOffersTable } from '../ads/ad-tables';
import type {
  CompaniesTable,
  CompanyRecordsTable,
  CredibilityEntitlementsTable,
  DfcEntitlementsTable,
  EntitlementsTable,
  GadDirectoryKeysTable,
  GadDirectoryTable,
  GadDunsApplicationsTable,
  GadEntitlementOriginsTable,
  LegalDocumentsTable,
  OrdersTable,
  ProductTermsTable,
  SubscriptionsTable,
  TermsDecisionsTable,
  UserCompaniesTable,
} from './company-tables';

/**
 * The tables the typed query layer reaches, as the migrations define them (server/db/migrations.ts
 * and each area's *.migrations.ts); a store moved behind its repository port adds its tables here
 * (docs/decisions/storage.md D-STORE-1). Times are epoch seconds.
 */
/** The accounts (spec §3 profile details, §5 passwords); flags are 0 or 1. */
export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  country_code: string;
  language_preference: string;
  phone_number: Generated<string>;
  street: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  postal_code: Generated<string>;
  password_hash: string;
  password_changed_at: number;
  password_is_temporary: Generated<number>;
  is_dnb_user: Generated<number>;
  magento: Generated<number>;
  eb_dashboard: Generated<number>;
  customer_portal: Generated<number>;
  created_at: number;
  credit_signal_migrated: Generated<number>;
  account_status: Generated<'pending' | 'verified' | 'active'>;
  registration_source: Generated<string>;
  terms_accepted_at: number | null;
  pla_version: Generated<number>;
  registration_redirect_url: Generated<string>;
  registration_encrypted_duns: Generated<string>;
}

/** The hashes of a user's earlier passwords, newest last (spec §5 "not among the last 5"). */
export interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: string;
  password_hash: string;
  retired_at: number;
}

/** Single-use password-reset links, by the SHA-256 of their token. */
export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** One live verification code per pending account, by its digest. */
export interface RegistrationCodesTable {
  user_id: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  failed_attempts: Generated<number>;
}

/** Single-use registration links ('confirm' with the code, 'continue' to set the password). */
export interface RegistrationTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'confirm' | 'continue';
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Consent history (spec §3 "Consent payload"), newest last. */
export interface UserConsentsTable {
  id: Generated<number>;
  user_id: string;
  email: string;
  os: string;
  bloomreach_consent: number;
  recorded_at: number;
}

/** The embedded mail transport's outbox (demo mode, no SMTP_URL). */
export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  kind: string;
  sent_at: number;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
  /** The browser's User-Agent when the session began, cut to USER_AGENT_MAX_LENGTH. */
  user_agent: Generated<string>;
  /** When the user last proved who they are in this session (a password or a factor). */
  proved_at: number | null;
}

/** The identity provider's records (oidc-provider's models); `payload` is its JSON. */
export interface OidcModelsTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  account_id: string | null;
  expires_at: number | null;
  consumed_at: number | null;
}

/** Digests of the id tokens oktaLogin has accepted, kept until each would expire anyway. */
export interface UsedIdTokensTable {
  token_hash: string;
  expires_at: number;
}

/** The server's secret keys by purpose; the highest `seq` of a purpose is the current one. */
export interface ServerKeysTable {
  seq: Generated<number>;
  purpose: string;
  key_id: string;
  material: string;
  created_at: number;
}

/** The per-username lockout (docs/team-decisions.md "Lockout"); the username is lower-cased. */
export interface LoginFailuresTable {
  username: string;
  consecutive_failures: number;
  locked_until: number | null;
}

/** Events the abuse limits count over sliding windows (D-ABUSE-2, D-ABUSE-3, D-ABUSE-4). */
export interface AbuseEventsTable {
  id: Generated<number>;
  kind: string;
  subject: string;
  at: number;
}

/** Which process may run a scheduled job, until when (D-STORE-8). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: number;
}

/** Each user's notifications (spec §3, §4); `message_values` is a JSON object, times epoch seconds. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: string;
  type: 'error' | 'warning' | 'info' | 'success';
  key: string;
  message: string | null;
  description: string | null;
  message_values: Generated<string>;
  bold: string | null;
  cta_kind: 'learn' | 'purchase' | null;
  cta_url: string | null;
  cta_link_text: string | null;
  product_title: string | null;
  created_at: number;
  read_at: number | null;
  cleared_at: number | null;
  /** The mail it goes out as (a MailTemplate), sent once `mail_sent_at` is set. */
  mail_template: string | null;
  mail_sent_at: number | null;
  /** 1: also a banner above the header (D-NOTIF-12). */
  banner: Generated<number>;
}

/** A second factor (issue 28): an authenticator app or a passkey. */
export interface MfaFactorsTable {
  id: string;
  user_id: string;
  kind: 'totp' | 'passkey';
  name: string;
  created_at: number;
  confirmed_at: number | null;
  last_used_at: number | null;
  /** Sealed with the server's MFA key; authenticator apps only. */
  totp_secret: string | null;
  totp_last_step: number | null;
  /** Passkeys only, base64url. */
  credential_id: string | null;
  public_key: string | null;
  sign_count: number | null;
  /** A JSON array of the authenticator's transports. */
  transports: string | null;
}

/** A user's recovery codes, as digests only (D-MFA-3). */
export interface MfaRecoveryCodesTable {
  user_id: string;
  digest: string;
  salt: string;
  created_at: number;
  used_at: number | null;
}

export interface PortalTables {
  users: UsersTable;
  password_history: PasswordHistoryTable;
  password_reset_tokens: PasswordResetTokensTable;
  registration_codes: RegistrationCodesTable;
  registration_tokens: RegistrationTokensTable;
  user_consents: UserConsentsTable;
  outbox: OutboxTable;
  orders: OrdersTable;
  subscriptions: SubscriptionsTable;
  entitlements: EntitlementsTable;
  companies: CompaniesTable;
  user_companies: UserCompaniesTable;
  company_records: CompanyRecordsTable;
  credibility_entitlements: CredibilityEntitlementsTable;
  dfc_entitlements: DfcEntitlementsTable;
  gad_duns_applications: GadDunsApplicationsTable;
  product_terms: ProductTermsTable;
  legal_documents: LegalDocumentsTable;
  terms_decisions: TermsDecisionsTable;
  sessions: SessionsTable;
  oidc_models: OidcModelsTable;
  used_id_tokens: UsedIdTokensTable;
  server_keys: ServerKeysTable;
  login_failures: LoginFailuresTable;
  abuse_events: AbuseEventsTable;
  job_leases: JobLeasesTable;
  notifications: NotificationsTable;
  gad_entitlement_origins: GadEntitlementOriginsTable;
  gad_directory: GadDirectoryTable;
  gad_directory_keys: GadDirectoryKeysTable;
  mfa_factors: MfaFactorsTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  house_offers: HouseOffersTable;
  house_offer_slots: HouseOfferSlotsTable;
}
