import { routeAccess, SPEC_ROUTES } from '../../../src/domain/navigation/route-access';

describe('route access — §2 "Screens and routes"', () => {
  it.each([
    '/login',
    '/social-signup',
    '/logout',
    '/forgot-password',
    '/signin',
    '/signup',
    '/verify-email',
    '/set-password',
    '/resetPassword',
    '/continueRegistration',
    '/confirmRegistration',
    '/obsoleteBrowser',
  ])('%s is public', (path) => {
    expect(routeAccess(path, false)).toBe('public');
  });

  it.each([
    '/',
    '/gad/search',
    '/gad/dunsfound',
    '/gad/free-duns-offer',
    '/duns-application',
    '/accountInfo',
    '/accountInfo/profile',
    '/accountInfo/changePassword',
    '/accountInfo/orders',
    '/accountInfo/subscriptions',
    '/accountInfo/legal',
    '/companyDetails',
    '/agreement',
  ])('%s is secure', (path) => {
    expect(routeAccess(path, false)).toBe('secure');
  });

  it.each([
    [true, 'secure'],
    [false, 'notFound'],
  ] as const)(
    '"/mfa | secure | only when the MFA feature flag is on": flag %s → %s',
    (mfaEnabled, expected) => {
      expect(routeAccess('/mfa', mfaEnabled)).toBe(expected);
    },
  );

  it.each(['/unknown', '/accountinfo', '/accountInfo/other', ''])('%j is not a route', (path) => {
    expect(routeAccess(path, true)).toBe('notFound');
  });

  it('names each of the 26 routes once, with its own path, as routeAccess answers for it', () => {
    const routes = Object.values(SPEC_ROUTES);
    expect(routes).toHaveLength(26);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    for (const route of routes) expect(routeAccess(route.path, true)).toBe(route.access);
  });
});
