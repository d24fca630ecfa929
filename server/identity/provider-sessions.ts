import type { Db } from '../db/database';

/**
 * The identity provider's records that stand for an account's sign-in: its sessions (the `_session`
 * cookie's server side), the grants made in them, and the codes and tokens issued under those.
 */
const SIGN_IN_MODELS = ['Session', 'Grant', 'AuthorizationCode', 'AccessToken'] as const;

/**
 * Ends an account's sign-in at the embedded identity provider
 * (docs/decisions/sign-in-and-sessions.md D-AUTH-5). The provider's session is only a bridge from
 * the password to the portal session: oktaLogin ends it as soon as the portal session is open, and
 * oktaLogout ends whatever of it is left, so a new portal session always needs the password again.
 * The rows live in `oidc_models` (server/identity/sqlite-adapter.ts); oidc-provider treats a
 * missing row as no session.
 */
export class ProviderSessions {
  constructor(private readonly db: Db) {}

  /** Removes every provider session, grant, code and token of `accountId`; answers how many rows went. */
  endForAccount(accountId: string): number {
    const placeholders = SIGN_IN_MODELS.map(() => '?').join(', ');
    return this.db
      .prepare(
        `DELETE FROM oidc_models WHERE model IN (${placeholders}) AND json_extract(payload, '$.accountId') = ?`,
      )
      .run(...SIGN_IN_MODELS, accountId).changes;
  }
}
