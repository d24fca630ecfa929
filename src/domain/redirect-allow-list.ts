// Spec §4: "After login, the redirect target is accepted only if its origin is on a fixed
// allow-list of the provider's own sites; otherwise the default portal home."

// Whitespace, control characters and backslashes are never part of a URL we issue; browsers
// silently strip or rewrite them, which is how `/\evil.com` or `java\tscript:` tricks work.
const SUSPICIOUS_CHARACTERS = /[\s\\\u0000-\u001f\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/u;

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
 * Returns the target to go to after sign-in: `candidate` when it is an absolute http(s) URL, or
 * a path on the portal itself, whose origin is exactly one of `allowedOrigins`; otherwise `home`.
 */
export const resolvePostLoginRedirect = (
  candidate: string | undefined | null,
  allowedOrigins: ReadonlySet<string>,
  portalOrigin: string,
  home: string,
): string => {
  if (!candidate || SUSPICIOUS_CHARACTERS.test(candidate)) return home;
  const isSitePath = candidate.startsWith('/') && !candidate.startsWith('//');
  let parsed: URL;
  try {
    parsed = isSitePath ? new URL(candidate, portalOrigin) : new URL(candidate);
  } catch {
    return home;
  }
  if (parsed.username !== '' || parsed.password !== '') return home;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return home;
  if (!allowedOrigins.has(parsed.origin)) return home;
  return isSitePath ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;
};
