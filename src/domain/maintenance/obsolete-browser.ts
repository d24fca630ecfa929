// Spec §4 "Old Internet Explorer goes to /obsoleteBrowser." §8 "Unsupported browser: suggests
// Safari, Firefox, Chrome, Edge." Every Internet Explorer counts as old (D-DOM-20).

export const OBSOLETE_BROWSER_PATH = '/obsoleteBrowser';

export const SUGGESTED_BROWSERS: readonly string[] = ['Safari', 'Firefox', 'Chrome', 'Edge'];

/** IE 10 and older say "MSIE n"; IE 11 says "Trident/7.0" with "rv:11.0". */
const INTERNET_EXPLORER = /\bMSIE \d|\bTrident\/\d/;

export const isObsoleteBrowser = (userAgent: string): boolean => INTERNET_EXPLORER.test(userAgent);
