import {
  ACCESS_DENIED_PATH,
  UNDER_MAINTENANCE_PATH,
} from '../../../src/domain/navigation/status-page-paths';
import {
  SIGNED_IN_PAGES_RENDERED_ON_SERVER,
  SPEC_ROUTES,
  type SpecRoute,
} from '../../../src/domain/navigation/route-access';

// The router applies each route's access (test/ui/routing.test.tsx); here, the table says what §2
// says.

const routeAt = (path: string): SpecRoute | undefined =>
  Object.values(SPEC_ROUTES).find((route: SpecRoute) => route.path === path);

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
    expect(routeAt(path)?.access).toBe('public');
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
    expect(routeAt(path)?.access).toBe('secure');
  });

  it('"/mfa | secure | only when the MFA feature flag is on"', () => {
    expect(routeAt('/mfa')).toEqual({ path: '/mfa', access: 'secure', featureFlag: 'mfa' });
  });

  it.each(['/unknown', '/accountinfo', '/accountInfo/other', ''])('%j is not a route', (path) => {
    expect(routeAt(path)).toBeUndefined();
  });

  it('names each of the 26 routes once, with its own path', () => {
    const routes = Object.values(SPEC_ROUTES);
    expect(routes).toHaveLength(26);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });
});

describe('the secure pages the server draws signed in (D-SSR-8)', () => {
  it('is the dashboard alone, a secure page', () => {
    expect([...SIGNED_IN_PAGES_RENDERED_ON_SERVER]).toEqual(['/']);
    expect([...SIGNED_IN_PAGES_RENDERED_ON_SERVER].map((path) => routeAt(path)?.access)).toEqual([
      'secure',
    ]);
  });
});

describe("the portal's own status pages (D-PAGES-3)", () => {
  it('take paths of their own, no route of the spec', () => {
    const statusPaths = [ACCESS_DENIED_PATH, UNDER_MAINTENANCE_PATH];
    expect(new Set(statusPaths).size).toBe(2);
    expect(statusPaths.map((path) => routeAt(path))).toEqual([undefined, undefined]);
  });
});
