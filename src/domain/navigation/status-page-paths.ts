/**
 * The portal's own public pages for the states spec §2 and §8 name without a route
 * (docs/decisions/status-pages.md D-PAGES-3); the obsolete-browser page is the spec's
 * /obsoleteBrowser.
 */
export const UNDER_MAINTENANCE_PATH = '/maintenance';
export const ACCESS_DENIED_PATH = '/access-denied';
