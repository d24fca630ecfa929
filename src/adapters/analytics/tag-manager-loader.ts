/**
 * The meta the server puts in each page when PORTAL_TAG_MANAGER_URL names a tag manager
 * (server/http/static-routes.ts); none by default (docs/decisions/adapters.md D-ADP-6).
 */
export const TAG_MANAGER_META = 'portal-tag-manager';

/** Why no tag manager was loaded, or that it was. */
export type TagManagerLoad = 'loaded' | 'notConfigured' | 'thirdPartyScriptsDisabled';

/** The loader's address from the page's meta: an https URL, or nothing (none configured). */
export const tagManagerUrlIn = (page: Document): string | undefined => {
  const content = page.querySelector<HTMLMetaElement>(`meta[name="${TAG_MANAGER_META}"]`)?.content;
  if (content === undefined) return undefined;
  try {
    const url = new URL(content);
    // The server admits https only; a page altered to name anything else loads nothing.
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Loads the configured tag manager's loader into the page, which then reads the data layer the
 * analytics adapter pushes the portal's events into (spec §2, §7). The script carries the
 * page's own script nonce, as the Content-Security-Policy asks; it is added once, never when
 * the third-party-scripts flag is set (spec §7), and never when the server names none.
 */
export const loadTagManager = (
  page: Document,
  options: { readonly thirdPartyScriptsDisabled: boolean },
): TagManagerLoad => {
  const url = tagManagerUrlIn(page);
  if (url === undefined) return 'notConfigured';
  if (options.thirdPartyScriptsDisabled) return 'thirdPartyScriptsDisabled';
  if (page.querySelector(`script[data-${TAG_MANAGER_META}]`) !== null) return 'loaded';
  const script = page.createElement('script');
  script.async = true;
  script.src = url;
  // The browser hides a nonce attribute's value once parsed; the property keeps it.
  script.nonce = page.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  script.setAttribute(`data-${TAG_MANAGER_META}`, '');
  page.head.appendChild(script);
  return 'loaded';
};
