// Spec §2 "Screens and routes": every route of the portal, which is public and which needs a
// signed-in session ("secure"); "/mfa ... only when the MFA feature flag is on". The one table:
// the UI's route table names its routes from here and the router applies their access
// (src/ui/routing/portal-routes.tsx), so access cannot drift between the two.

export interface SpecRoute {
  readonly path: string;
  readonly access: 'public' | 'secure';
  /** A route that exists only while this feature flag is on. */
  readonly featureFlag?: 'mfa';
}

export const SPEC_ROUTES = {
  login: { path: '/login', access: 'public' },
  socialSignup: { path: '/social-signup', access: 'public' },
  logout: { path: '/logout', access: 'public' },
  forgotPassword: { path: '/forgot-password', access: 'public' },
  signIn: { path: '/signin', access: 'public' },
  signUp: { path: '/signup', access: 'public' },
  verifyEmail: { path: '/verify-email', access: 'public' },
  setPassword: { path: '/set-password', access: 'public' },
  resetPassword: { path: '/resetPassword', access: 'public' },
  continueRegistration: { path: '/continueRegistration', access: 'public' },
  confirmRegistration: { path: '/confirmRegistration', access: 'public' },
  obsoleteBrowser: { path: '/obsoleteBrowser', access: 'public' },
  home: { path: '/', access: 'secure' },
  getADunsSearch: { path: '/gad/search', access: 'secure' },
  getADunsDunsFound: { path: '/gad/dunsfound', access: 'secure' },
  getADunsFreeDunsOffer: { path: '/gad/free-duns-offer', access: 'secure' },
  dunsApplication: { path: '/duns-application', access: 'secure' },
  accountInfo: { path: '/accountInfo', access: 'secure' },
  accountProfile: { path: '/accountInfo/profile', access: 'secure' },
  accountChangePassword: { path: '/accountInfo/changePassword', access: 'secure' },
  accountOrders: { path: '/accountInfo/orders', access: 'secure' },
  accountSubscriptions: { path: '/accountInfo/subscriptions', access: 'secure' },
  accountLegal: { path: '/accountInfo/legal', access: 'secure' },
  companyDetails: { path: '/companyDetails', access: 'secure' },
  agreement: { path: '/agreement', access: 'secure' },
  mfa: { path: '/mfa', access: 'secure', featureFlag: 'mfa' },
} as const satisfies Record<string, SpecRoute>;

export type SpecRouteName = keyof typeof SPEC_ROUTES;

/**
 * The secure pages the server renders, with their data, for a request with a live session
 * (docs/decisions/server-rendering.md D-SSR-8): the dashboard, where a signed-in user lands. The
 * server asks for the session only for these; the renderer draws only these.
 */
export const SIGNED_IN_PAGES_RENDERED_ON_SERVER: ReadonlySet<string> = new Set([
  SPEC_ROUTES.home.path,
]);
