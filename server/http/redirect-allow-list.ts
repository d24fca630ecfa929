/**
 * The server's redirect allow-list (docs/decisions/sign-in-and-sessions.md D-AUTH-3,
 * docs/decisions/abuse-limits.md D-ABUSE-5): a redirect target the server stores or mails
 * (registration `redirectUrl`, forgotPassword `redirect_url`) is kept only
 * when it is a path on the portal or an absolute http(s) URL whose origin is the portal's own or a
 * configured one; anything else becomes the portal home. The same rules as the portal's post-login
 * check (src/domain/redirects/redirect-allow-list.ts), restated here: the server imports nothing from src/.
 */

/** Where a refused target goes: the portal's home page. */
export const PORTAL_HOME = '/';

// Whitespace, control and invisible format characters and backslashes are never part of a URL we
// issue; browsers strip or rewrite them, which is how `/\evil.example` or `java\tscript:` work.
const SUSPICIOUS_CHARACTERS = /[\s\\\p{Cc}\p{Cf}]/u;

const originOf = (url: string): string | undefined => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

export class RedirectAllowList {
  private readonly origins: ReadonlySet<string>;
  private readonly portalOrigin: string;

  /**
   * @param publicUrl the portal's own URL (PUBLIC_URL), always allowed
   * @param configuredOrigins further origins a redirect may go to (the provider's own sites)
   */
  constructor(publicUrl: string, configuredOrigins: readonly string[] = []) {
    this.portalOrigin = new URL(publicUrl).origin;
    this.origins = new Set(
      [publicUrl, ...configuredOrigins]
        .map(originOf)
        .filter((origin): origin is string => origin !== undefined),
    );
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
    if (SUSPICIOUS_CHARACTERS.test(candidate)) return undefined;
    const isSitePath = candidate.startsWith('/') && !candidate.startsWith('//');
    let parsed: URL;
    try {
      parsed = isSitePath ? new URL(candidate, this.portalOrigin) : new URL(candidate);
    } catch {
      return undefined;
    }
    if (parsed.username !== '' || parsed.password !== '') return undefined;
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    if (!this.origins.has(parsed.origin)) return undefined;
    if (!isSitePath) return parsed.href;
    // Dot segments can collapse a site path into a protocol-relative one (`/.//evil.example`).
    return parsed.pathname.startsWith('//')
      ? undefined
      : `${parsed.pathname}${parsed.search}${parsed.hash}`;
  }
}
