// Spec §4: "After login, the redirect target is accepted only if its origin is on a fixed
// allow-list of the provider's own sites; otherwise the default portal home."

// Whitespace, control and invisible format characters (zero-width, bidi) and backslashes are never
// part of a URL we issue; browsers silently strip or rewrite them, which is how `/\evil.com` or
// `java\tscript:` tricks work.
const SUSPICIOUS_CHARACTERS = /[\s\\\p{Cc}\p{Cf}]/u;

const toOrigin = (url: string): string | undefined => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

/** Normalises a configured allow-list (case, default ports, IDN) to comparable origins. */
export const normaliseAllowedOrigins = (configured: readonly string[]): ReadonlySet<string> =>
  new Set(configured.map(toOrigin).filter((origin): origin is string => origin !== undefined));

/**
 * `candidate` when it is an absolute http(s) URL (as its normalised href), or a path on the portal
 * itself, whose origin is exactly one of `allowedOrigins`; otherwise undefined. The server applies
 * it to the targets it stores or mails (D-ABUSE-5), the portal after sign-in.
 */
export const allowedRedirect = (
  candidate: string,
  allowedOrigins: ReadonlySet<string>,
  portalOrigin: string,
): string | undefined => {
  if (SUSPICIOUS_CHARACTERS.test(candidate)) return undefined;
  const isSitePath = candidate.startsWith('/') && !candidate.startsWith('//');
  let parsed: URL;
  try {
    parsed = isSitePath ? new URL(candidate, portalOrigin) : new URL(candidate);
  } catch {
    return undefined;
  }
  if (parsed.username !== '' || parsed.password !== '') return undefined;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (!allowedOrigins.has(parsed.origin)) return undefined;
  if (!isSitePath) return parsed.href;
  // Dot segments can collapse a site path into a protocol-relative one: `/.//evil.com` has the
  // pathname `//evil.com`, which a browser would read as another host.
  return parsed.pathname.startsWith('//')
    ? undefined
    : `${parsed.pathname}${parsed.search}${parsed.hash}`;
};

/** The target to go to after sign-in: the allowed form of `candidate`, otherwise `home`. */
export const resolvePostLoginRedirect = (
  candidate: string | undefined | null,
  allowedOrigins: ReadonlySet<string>,
  portalOrigin: string,
  home: string,
): string =>
  (candidate ? allowedRedirect(candidate, allowedOrigins, portalOrigin) : undefined) ?? home;
