import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { productDeepLinkOf } from '../../domain/accounts/sign-in-parameters';
import {
  normaliseAllowedOrigins,
  resolvePostLoginRedirect,
} from '../../domain/redirects/redirect-allow-list';
import type { Locale } from '../../domain/locale/locale';
import { supportedLocaleFor } from '../../domain/locale/locale-resolution';
import { TOKENS } from '../app.tokens';
import type { IdentityProvider } from '../ports/identity-provider.port';
import type { Navigator } from '../ports/navigator.port';
import type { SessionGateway } from '../ports/session-gateway.port';
import type { LoginFlags } from '../ports/login-flags.port';
import type { ProfileGateway } from '../ports/profile-gateway.port';
import type { PortalConfig } from '../portal-config';
import { SessionMonitor } from '../session/session-monitor.use-case';
import { callbackRefusalOf, type CallbackRefusal } from './callback-refusal';

export const PORTAL_HOME = '/';

/** A completed sign-in: the user's language preference, when it is supported. */
export interface CompletedSignIn {
  /** Issue 11: after sign-in the user's languagePreference becomes the portal's language. */
  readonly language: Locale | undefined;
}

/**
 * The provider's redirect back (/login/callback): tokens, then the portal session with the id
 * token, then the destination asked for if the allow-list lets it through, else the portal home.
 */
@injectable()
export class SignInCompletion {
  private readonly allowedOrigins: ReadonlySet<string>;

  constructor(
    @inject(TOKENS.IdentityProvider) private readonly identity: IdentityProvider,
    @inject(TOKENS.SessionGateway) private readonly sessions: SessionGateway,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.PortalConfig) private readonly config: PortalConfig,
    @inject(TOKENS.LoginFlags) private readonly loginFlags: LoginFlags,
    @inject(TOKENS.ProfileGateway) private readonly profiles: ProfileGateway,
    @inject(SessionMonitor) private readonly monitor: SessionMonitor,
  ) {
    this.allowedOrigins = normaliseAllowedOrigins([
      config.portalOrigin,
      ...config.allowedRedirectOrigins,
    ]);
  }

  /** The redirect target the user asked for, if it passes the allow-list; otherwise the portal home. */
  safeTarget(requested: string | null | undefined): string {
    return resolvePostLoginRedirect(
      requested,
      this.allowedOrigins,
      this.config.portalOrigin,
      PORTAL_HOME,
    );
  }

  /**
   * Completes the sign-in the callback address answers, then shows the destination: a page of
   * the portal in place of the callback, or another allowed site.
   */
  async complete(callbackUrl: string): Promise<E.Either<CallbackRefusal, CompletedSignIn>> {
    const signedIn = await this.identity.completeSignIn(callbackUrl)();
    if (E.isLeft(signedIn)) return E.left({ kind: 'failed', messageId: signedIn.left.code });
    const target = this.safeTarget(signedIn.right.returnTo);
    const login = await this.sessions.oktaLogin(
      signedIn.right.idToken,
      productDeepLinkOf(target),
    )();
    if (E.isLeft(login)) {
      await this.identity.clearStoredTokens();
      return E.left(callbackRefusalOf(login.left, signedIn.right.email));
    }
    this.loginFlags.writeOwlError(login.right.owlError);
    // A new session: a secure page's earlier outcome in this document (signed out, before the
    // sign-in continued in place) must not send the user back to sign-in.
    this.monitor.reset();
    // The preference only chooses the language: a profile that cannot be read leaves it as it is.
    const profile = await this.profiles.getUserProfile()();
    if (target.startsWith('/')) this.navigator.show(target, { replace: true, intent: 'signedIn' });
    else this.navigator.replace(target);
    return E.right({
      language: E.isRight(profile)
        ? supportedLocaleFor(profile.right.languagePreference)
        : undefined,
    });
  }
}
