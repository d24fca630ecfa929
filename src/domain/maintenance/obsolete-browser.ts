// Spec §8 "Unsupported browser: suggests Safari, Firefox, Chrome, Edge." §4 "Old Internet Explorer
// goes to /obsoleteBrowser" is the server's to apply, since Internet Explorer cannot run the
// portal's bundle (server/http/obsolete-browser.ts, D-DOM-20, D-PAGES-1).

export const SUGGESTED_BROWSERS: readonly string[] = ['Safari', 'Firefox', 'Chrome', 'Edge'];
