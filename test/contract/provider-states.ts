/**
 * The provider states of the portal's contracts, named once and used by both sides: the consumer
 * tests put them in `given(...)`, the provider verification keys its state handlers by them.
 * contracts/README.md lists them for backend teams; keep the two in step.
 */
export const ProviderStates = {
  /**
   * The seeded user us.owner@example.com (id `usr-us-owner`) has just signed in at the identity
   * provider. The state handler mints an id token signed with the provider's own key (issuer
   * `<public url>/oidc`, audience `business-portal`, issued now, never used) and returns it as the
   * provider-state value `idToken`.
   */
  USER_HAS_FRESH_ID_TOKEN: 'user us.owner@example.com has a fresh id token',
  /**
   * The id token the portal presents was not issued by the identity provider (signed by a foreign
   * key, and long expired). Nothing to set up: the example token in the pact is such a token.
   */
  ID_TOKEN_NOT_ISSUED_BY_PROVIDER: 'the id token was not issued by the identity provider',
  /**
   * The seeded user unverified@example.com (id `usr-unverified-email`), whose email was never
   * verified (an account made with its password outside sign-up), has just signed in at the
   * identity provider: an id token as for USER_HAS_FRESH_ID_TOKEN, returned as `idToken`.
   */
  UNVERIFIED_USER_HAS_FRESH_ID_TOKEN:
    'user unverified@example.com, whose email is not verified, has a fresh id token',
  /**
   * The seeded user expired@example.com (id `usr-expired-password`), whose password was last
   * changed 200 days ago, has just signed in at the identity provider without it (as with a
   * passkey): an id token as for USER_HAS_FRESH_ID_TOKEN, returned as `idToken`.
   */
  EXPIRED_PASSWORD_USER_HAS_FRESH_ID_TOKEN:
    'user expired@example.com, whose password is 200 days old, has a fresh id token',
  /**
   * us.owner@example.com (id `usr-us-owner`) is signed in to the portal: the state handler opens a
   * session as oktaLogin would and returns the cookie header (`sessionCookie`, e.g.
   * `portal_session=<id>`) and the session's CSRF token (`csrfToken`). The user has the seeded
   * companies (Acme Analytics LLC 804735132, Director) and product entitlements.
   */
  USER_SIGNED_IN: 'user us.owner@example.com is signed in',
  /** No session: the request carries no session cookie, or one the provider does not know. */
  NO_SESSION: 'no one is signed in',
} as const;

/** Names of the values a state handler returns for `fromProviderState` to inject into a request. */
export const ProviderStateValues = {
  idToken: 'idToken',
  sessionCookie: 'sessionCookie',
  csrfToken: 'csrfToken',
  /** A DUNS number sealed with the provider's own DUNS cipher key (D-API-6). */
  encryptedDuns: 'encryptedDuns',
  verificationCode: 'verificationCode',
  confirmToken: 'confirmToken',
  continueToken: 'continueToken',
  /** The token of a password-reset link the provider issued (test/contract/states/passwords.states.ts). */
  resetToken: 'resetToken',
  /** The id of a notification the provider recorded (test/contract/states/notifications.states.ts). */
  notificationId: 'notificationId',
  /** The code an authenticator app being added shows now (test/contract/states/mfa.states.ts). */
  appCode: 'appCode',
  /** The handle another of the user's sessions has in their list (test/contract/states/sessions.states.ts). */
  otherSessionId: 'otherSessionId',
  /** A passkey registration the provider started (test/contract/states/passkeys.states.ts). */
  registrationId: 'registrationId',
  /** The id of the credential a software authenticator made for that registration. */
  passkeyCredentialId: 'passkeyCredentialId',
  /** That credential's rawId. */
  passkeyRawId: 'passkeyRawId',
  /** That credential's clientDataJSON (base64url). */
  passkeyClientData: 'passkeyClientData',
  /** That credential's attestationObject (base64url, "none" attestation). */
  passkeyAttestation: 'passkeyAttestation',
  /** The id of the passkey whose signature of a pending proof challenge the provider made. */
  proofCredentialId: 'proofCredentialId',
  /** That signature's rawId. */
  proofRawId: 'proofRawId',
  /** That signature's clientDataJSON (base64url, type webauthn.get). */
  proofClientData: 'proofClientData',
  /** That signature's authenticatorData (base64url). */
  proofAuthenticatorData: 'proofAuthenticatorData',
  /** That signature's signature (base64url, ES256). */
  proofSignature: 'proofSignature',
  /** That signature's userHandle (base64url of the user's id). */
  proofUserHandle: 'proofUserHandle',
} as const;

export type ProviderStateValue = (typeof ProviderStateValues)[keyof typeof ProviderStateValues];

/** The expression `fromProviderState` takes for a value a state handler returns: `${name}`. */
export const injected = (name: ProviderStateValue): string => `\${${name}}`;
