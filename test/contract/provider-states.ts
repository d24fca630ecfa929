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
} as const;

export type ProviderState = (typeof ProviderStates)[keyof typeof ProviderStates];

/** Names of the values a state handler returns for `fromProviderState` to inject into a request. */
export const ProviderStateValues = {
  idToken: 'idToken',
} as const;

export type ProviderStateValue = (typeof ProviderStateValues)[keyof typeof ProviderStateValues];

/** The expression `fromProviderState` takes for a value a state handler returns: `${name}`. */
export const injected = (name: ProviderStateValue): string => `\${${name}}`;
