// Spec §8 "Unsupported browser: suggests Safari, Firefox, Chrome, Edge." §4 "Old Internet Explorer
// goes to /obsoleteBrowser" is the server's to apply, since Internet Explorer cannot run the
// portal's bundle (server/http/obsolete-browser.ts, D-DOM-20, D-PAGES-1).

export const SUGGESTED_BROWSERS = ['Safari', 'Firefox', 'Chrome', 'Edge'] as const;

export interface BrowserDownload {
  readonly name: string;
  readonly url: string;
}

/** Each browser's own download page. */
const DOWNLOAD_PAGES: Readonly<Record<(typeof SUGGESTED_BROWSERS)[number], string>> = {
  Safari: 'https://www.apple.com/safari/',
  Firefox: 'https://www.mozilla.org/firefox/new/',
  Chrome: 'https://www.google.com/chrome/',
  Edge: 'https://www.microsoft.com/edge',
};

/**
 * The suggested browsers in §8's order, with links: the portal's /obsoleteBrowser page and the
 * server's static one for Internet Explorer both list these (D-LAYOUT-4).
 */
export const BROWSER_DOWNLOADS: readonly BrowserDownload[] = SUGGESTED_BROWSERS.map((name) => ({
  name,
  url: DOWNLOAD_PAGES[name],
}));
