/**
 * The embedded provider's endpoints, as its discovery document states them (the identity-provider
 * server test holds them equal): with them built in, starting a sign-in costs no discovery request
 * first (issue 15). The provider is part of this portal, so its endpoints move only with it.
 */
export const embeddedProviderMetadata = (origin: string) =>
  ({
    issuer: `${origin}/oidc`,
    authorization_endpoint: `${origin}/oidc/auth`,
    token_endpoint: `${origin}/oidc/token`,
    end_session_endpoint: `${origin}/oidc/session/end`,
    userinfo_endpoint: `${origin}/oidc/me`,
    jwks_uri: `${origin}/oidc/jwks`,
  }) as const;
