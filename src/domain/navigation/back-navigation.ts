// Spec §4 "Back-navigation to /gad/search, /verify-email or /gad/dunsfound forces a reload."

export const RELOAD_ON_BACK_NAVIGATION: readonly string[] = [
  '/gad/search',
  '/verify-email',
  '/gad/dunsfound',
];

/** `path` may carry a query, a fragment or a trailing slash. */
export const forcesReloadOnBackNavigation = (path: string): boolean => {
  const pathname = path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  return RELOAD_ON_BACK_NAVIGATION.includes(pathname);
};
