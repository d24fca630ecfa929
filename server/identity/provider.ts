import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Clock } from '../clock';
import { PORTAL_CLIENT_ID, issuerFor, type ServerConfig } from '../config';
import { LOGIN_PAGE_PARAMETERS } from './login-parameters';
import { providerAdapterFactory } from './provider-adapter';
import type { ProviderRecordRepository } from './provider-record-repository';
import type { ProviderSecrets } from './signing-keys';
import type { UserRepository } from './user-repository';
import {
  PROVIDER_COOKIE_OPTIONS,
  renderLogoutConfirmation,
  renderProviderError,
} from './provider-pages';

export const PROVIDER_MOUNT_PATH = '/oidc';
export const INTERACTION_PATH = '/interaction';

/** How long the portal has to redeem an authorization code (seconds). */
const AUTHORIZATION_CODE_SECONDS = 60;

/**
 * The provider session's lifetime (docs/decisions/sign-in-and-sessions.md D-AUTH-5): it is only the
 * bridge from the password to oktaLogin, which ends it. The bridge need not outlast the code's
 * redemption plus the id token's acceptance at oktaLogin, and never lasts longer than the portal's
 * idle time, so it can never carry a sign-in past a portal session that expired idle.
 */
export const providerSessionSeconds = (config: ServerConfig): number =>
  Math.min(config.sessionIdleSeconds, AUTHORIZATION_CODE_SECONDS + config.idTokenMaxAgeSeconds);

export interface IdentityProviderDependencies {
  readonly config: ServerConfig;
  /** Where the provider keeps its sessions, grants, codes and tokens. */
  readonly records: ProviderRecordRepository;
  readonly clock: Clock;
  readonly secrets: ProviderSecrets;
  readonly users: UserRepository;
}

/** The embedded OpenID Connect identity provider, built on the certified `oidc-provider`. */
export const createIdentityProvider = ({
  config,
  records,
  clock,
  secrets,
  users,
}: IdentityProviderDependencies): Provider => {
  const portal = config.publicUrl;
  const configuration: Configuration = {
    adapter: providerAdapterFactory(records, clock),
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${portal}/login/callback`],
        post_logout_redirect_uris: [`${portal}/logout`],
      },
    ],
    jwks: secrets.signingKeys,
    cookies: { keys: secrets.cookieKeys, long: PROVIDER_COOKIE_OPTIONS },
    pkce: { required: () => true },
    // The code flow only (docs/team-decisions.md "No implicit flow"): its token answer carries both
    // the id token and the access token, and discovery advertises nothing else.
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email'],
    claims: {
      // amr names the factors the user proved (issue 28, D-MFA-6).
      openid: ['sub', 'amr'],
      profile: ['given_name', 'family_name', 'name', 'locale'],
      email: ['email', 'email_verified'],
    },
    // The portal reads the user's name from the id token, so claims are not held back for userinfo.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource: renderLogoutConfirmation },
    },
    // The login page's own parameters (spec §2), kept for its address (D-SIGNIN-UI-1).
    extraParams: [...LOGIN_PAGE_PARAMETERS],
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction) => `${INTERACTION_PATH}/${interaction.uid}`,
    },
    // The portal is the provider's own first-party client: its scopes are granted without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const existing = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(clientId);
      if (existing) {
        const grant = await ctx.oidc.provider.Grant.find(existing);
        if (grant) return grant;
      }
      if (clientId !== PORTAL_CLIENT_ID) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const user = await users.findById(sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: async () => ({
          sub: user.id,
          email: user.email,
          email_verified: user.emailVerified,
          given_name: user.firstName,
          family_name: user.lastName,
          name: `${user.firstName} ${user.lastName}`,
          locale: user.languagePreference,
        }),
      };
    },
    renderError: renderProviderError,
    // Browsers send Origin on the portal's same-origin token request too, so the check must admit the
    // portal's own origin; every other origin is refused (no cross-origin access to the provider).
    clientBasedCORS: (_ctx, origin) => origin === new URL(portal).origin,
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: AUTHORIZATION_CODE_SECONDS,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      // The bridge, not a single sign-on session: a new portal session always needs the password.
      Session: providerSessionSeconds(config),
      Grant: providerSessionSeconds(config),
    },
  };
  const provider = new Provider(issuerFor(config), configuration);
  provider.on('server_error', (_ctx, error) => {
    console.error('identity provider error', error.message);
  });
  return provider;
};
