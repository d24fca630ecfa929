import {
  allowedRedirect,
  normaliseAllowedOrigins,
} from '../../src/domain/redirects/redirect-allow-list';

/**
 * The server's redirect allow-list (docs/decisions/sign-in-and-sessions.md D-AUTH-3,
 * docs/decisions/abuse-limits.md D-ABUSE-5): a redirect target the server stores or mails
 * (registration `redirectUrl`, forgotPassword `redirect_url`) is kept only
 * when it is a path on the portal or an absolute http(s) URL whose origin is the portal's own or a
 * configured one; anything else becomes the portal home. The rule is the portal's post-login check
 * (src/domain/redirects/redirect-allow-list.ts); this class holds the server's configured origins.
 */

/** Where a refused target goes: the portal's home page. */
export const PORTAL_HOME = '/';

export class RedirectAllowList {
  private readonly origins: ReadonlySet<string>;
  private readonly portalOrigin: string;

  /**
   * @param publicUrl the portal's own URL (PUBLIC_URL), always allowed
   * @param configuredOrigins further origins a redirect may go to (the provider's own sites)
   */
  constructor(publicUrl: string, configuredOrigins: readonly string[] = []) {
    this.portalOrigin = new URL(publicUrl).origin;
    this.origins = normaliseAllowedOrigins([publicUrl, ...configuredOrigins]);
  }

  /**
   * `candidate` when allowed (a site path as a path, an absolute URL as its normalised href),
   * otherwise PORTAL_HOME. No target at all (undefined or '') stays ''.
   */
  resolve(candidate: string | undefined | null): string {
    if (candidate === undefined || candidate === null || candidate === '') return '';
    return this.allowed(candidate) ?? PORTAL_HOME;
  }

  /** The allowed form of `candidate`, or undefined when it is not allowed. */
  allowed(candidate: string): string | undefined {
    return allowedRedirect(candidate, this.origins, this.portalOrigin);
  }
}
