// Spec §2 "Screens and routes": which route is public and which needs a signed-in session
// ("secure"); "/mfa ... only when the MFA feature flag is on".

export type RouteAccess = 'public' | 'secure' | 'notFound';

const PUBLIC_ROUTES: readonly string[] = [
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
];

const SECURE_ROUTES: readonly string[] = [
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
];

export const routeAccess = (pathname: string, mfaEnabled: boolean): RouteAccess => {
  if (PUBLIC_ROUTES.includes(pathname)) return 'public';
  if (SECURE_ROUTES.includes(pathname) || (mfaEnabled && pathname === '/mfa')) return 'secure';
  return 'notFound';
};
