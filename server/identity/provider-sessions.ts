import type { ProviderRecordRepository } from './provider-record-repository';

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
 * oidc-provider treats a missing record as no session.
 */
export class ProviderSessions {
  constructor(private readonly records: ProviderRecordRepository) {}

  /** Removes every provider session, grant, code and token of `accountId`; answers how many went. */
  endForAccount(accountId: string): Promise<number> {
    return this.records.deleteForAccount(SIGN_IN_MODELS, accountId);
  }
}
