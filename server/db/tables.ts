import type { Generated } from 'kysely';

/**
 * The tables the typed query layer reaches, as the migrations define them (server/db/migrations.ts
 * and each area's *.migrations.ts); a store moved behind its repository port adds its tables here
 * (docs/decisions/storage.md D-STORE-1). Times are epoch seconds.
 */
export interface SessionsTable {
  id_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
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

export interface PortalTables {
  sessions: SessionsTable;
  oidc_models: OidcModelsTable;
  used_id_tokens: UsedIdTokensTable;
  server_keys: ServerKeysTable;
  login_failures: LoginFailuresTable;
  abuse_events: AbuseEventsTable;
  job_leases: JobLeasesTable;
}
