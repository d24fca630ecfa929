import type { ComponentType } from 'react';
import { PRODUCT_PAGE_ROUTE } from '../../domain/entitlements/product-pages';
import { SPEC_ROUTES, type SpecRouteName } from '../../domain/navigation/route-access';
import type { FrameBar } from '../frame/frame-bars';
import type { MessageId } from '../i18n/message-id';
import {
  ACCESS_DENIED_PATH,
  UNDER_MAINTENANCE_PATH,
} from '../../domain/navigation/status-page-paths';

/** A page module: its default export is the page component (one chunk per route). */
export type PageModule = { readonly default: ComponentType };

export interface PortalRoute {
  /** The spec §2 route it serves (its path and access come from there), or a route of the portal's own. */
  readonly route: SpecRouteName | { readonly path: string; readonly access: 'public' | 'secure' };
  /** The page title's message id: the browser title is "<product> | <page title>" (spec §2). */
  readonly titleId: MessageId;
  readonly page: () => Promise<PageModule>;
  /** A secure page's bar under the header: the back bar or the go-to-portal bar (spec §2). */
  readonly bar?: FrameBar;
}

/**
 * Every page the portal has, in one table: the router, the secure layout, the browser titles and
 * the links are all built from it. A screen joins the table when it is built; a route of spec §2
 * without a row here is "Page not found", never a placeholder.
 */
export const PORTAL_ROUTES: readonly PortalRoute[] = [
  {
    route: 'login',
    titleId: 'login.pageTitle',
    page: () => import(/* webpackChunkName: "page-login" */ '../pages/login/login-page'),
  },
  {
    // The OpenID Connect redirect URI: not a spec screen, but where the code flow comes back.
    route: { path: '/login/callback', access: 'public' },
    titleId: 'login.pageTitle',
    page: () =>
      import(/* webpackChunkName: "page-login-callback" */ '../pages/login/login-callback-page'),
  },
  {
    // Spec §2 /signin: the login page's sign-in variant ("Please enter Email", D-SIGNIN-UI-1).
    route: 'signIn',
    titleId: 'login.pageTitle',
    page: () => import(/* webpackChunkName: "page-login" */ '../pages/login/signin-page'),
  },
  {
    route: 'logout',
    titleId: 'logout.pageTitle',
    page: () => import(/* webpackChunkName: "page-logout" */ '../pages/logout/logout-page'),
  },
  {
    route: 'home',
    titleId: 'dashboard.pageTitle',
    page: () =>
      import(/* webpackChunkName: "page-dashboard" */ '../pages/dashboard/dashboard-page'),
  },
  {
    route: 'companyDetails',
    titleId: 'companyProfile.pageTitle',
    page: () =>
      import(
        /* webpackChunkName: "page-company-profile" */ '../pages/company-profile/company-profile-page'
      ),
    bar: { kind: 'back' },
  },
  // Spec §2 "Free DUNS flow" and Associate-a-DUNS (`?app_id=283`, docs/decisions/get-a-duns.md
  // D-GAD-UI-1).
  {
    route: 'getADunsSearch',
    titleId: 'getADuns.search.pageTitle',
    page: () =>
      import(
        /* webpackChunkName: "page-get-a-duns-search" */ '../pages/get-a-duns/get-a-duns-search-page'
      ),
    bar: { kind: 'back' },
  },
  {
    route: 'getADunsDunsFound',
    titleId: 'getADuns.found.pageTitle',
    page: () =>
      import(
        /* webpackChunkName: "page-get-a-duns-found" */ '../pages/get-a-duns/get-a-duns-found-page'
      ),
    bar: { kind: 'back' },
  },
  {
    route: 'getADunsFreeDunsOffer',
    titleId: 'getADuns.offers.pageTitle',
    page: () =>
      import(
        /* webpackChunkName: "page-get-a-duns-offers" */ '../pages/get-a-duns/free-duns-offer-page'
      ),
  },
  {
    // Spec §2 "free-DUNS instructions" and the application (docs/decisions/duns-application.md
    // D-DUNSAPP-UI-1).
    route: 'dunsApplication',
    titleId: 'dunsApplication.pageTitle',
    page: () =>
      import(
        /* webpackChunkName: "page-duns-application" */ '../pages/duns-application/duns-application-page'
      ),
    bar: { kind: 'back' },
  },
  {
    // Spec §2 "notifications (list and view-all page)": the bell's "View all notifications".
    route: { path: '/notifications', access: 'secure' },
    titleId: 'notifications.page.title',
    page: () =>
      import(
        /* webpackChunkName: "page-notifications" */ '../pages/notifications/notifications-page'
      ),
    bar: { kind: 'back' },
  },
  {
    // Spec §2 "a product page" with its ad slot (docs/decisions/ads.md D-ADS-3).
    route: { path: PRODUCT_PAGE_ROUTE, access: 'secure' },
    titleId: 'productPage.pageTitle',
    page: () => import(/* webpackChunkName: "page-product" */ '../pages/product/product-page'),
    bar: { kind: 'back' },
  },
  {
    route: 'agreement',
    titleId: 'agreements.pageTitle',
    page: () =>
      import(/* webpackChunkName: "page-agreement" */ '../pages/agreement/agreement-page'),
    bar: { kind: 'back' },
  },
  // The account area (spec §2 /accountInfo and its sub-paths), with the go-to-portal bar.
  {
    route: 'accountInfo',
    titleId: 'accountArea.profile.title',
    page: () =>
      import(
        /* webpackChunkName: "page-account-area" */ '../pages/account-area/account-area-redirect-page'
      ),
    bar: { kind: 'goToPortal' },
  },
  {
    route: 'accountProfile',
    titleId: 'accountArea.profile.title',
    page: () =>
      import(/* webpackChunkName: "page-account-profile" */ '../pages/account-area/profile-page'),
    bar: { kind: 'goToPortal' },
  },
  {
    route: 'accountChangePassword',
    titleId: 'changePassword.pageTitle',
    page: () =>
      import(
        /* webpackChunkName: "page-change-password" */ '../pages/change-password/change-password-page'
      ),
    bar: { kind: 'goToPortal' },
  },
  {
    // Spec §2 /mfa "only when the MFA feature flag is on": the page itself is "Page not found"
    // for a country without MFA (docs/decisions/mfa.md D-MFA-1).
    route: 'mfa',
    titleId: 'mfa.pageTitle',
    page: () => import(/* webpackChunkName: "page-mfa" */ '../pages/mfa/mfa-options-page'),
    bar: { kind: 'goToPortal' },
  },
  {
    route: 'accountOrders',
    titleId: 'accountArea.orders.title',
    page: () =>
      import(/* webpackChunkName: "page-account-orders" */ '../pages/account-area/orders-page'),
    bar: { kind: 'goToPortal' },
  },
  {
    route: 'accountSubscriptions',
    titleId: 'accountArea.subscriptions.title',
    page: () =>
      import(
        /* webpackChunkName: "page-account-subscriptions" */ '../pages/account-area/subscriptions-page'
      ),
    bar: { kind: 'goToPortal' },
  },
  {
    route: 'accountLegal',
    titleId: 'accountArea.legal.title',
    page: () =>
      import(/* webpackChunkName: "page-account-legal" */ '../pages/account-area/legal-page'),
    bar: { kind: 'goToPortal' },
  },
  {
    // Spec §2 registration with email verification (docs/decisions/registration.md D-REG-UI-1).
    route: 'signUp',
    titleId: 'registration.signup.pageTitle',
    page: () => import(/* webpackChunkName: "page-signup" */ '../pages/registration/signup-page'),
  },
  {
    route: 'socialSignup',
    titleId: 'registration.socialSignup.pageTitle',
    page: () =>
      import(
        /* webpackChunkName: "page-social-signup" */ '../pages/registration/social-signup-page'
      ),
  },
  {
    route: 'verifyEmail',
    titleId: 'registration.verifyEmail.pageTitle',
    page: () =>
      import(/* webpackChunkName: "page-verify-email" */ '../pages/registration/verify-email-page'),
  },
  {
    route: 'forgotPassword',
    titleId: 'forgotPassword.pageTitle',
    page: () =>
      import(
        /* webpackChunkName: "page-forgot-password" */ '../pages/password/forgot-password-page'
      ),
  },
  {
    route: 'resetPassword',
    titleId: 'resetPassword.pageTitle',
    page: () =>
      import(/* webpackChunkName: "page-reset-password" */ '../pages/password/reset-password-page'),
  },
  {
    // Spec §2 "uses the reset-password page": the sign-up mail's confirm link.
    route: 'confirmRegistration',
    titleId: 'setPassword.pageTitle',
    page: () =>
      import(
        /* webpackChunkName: "page-confirm-registration" */ '../pages/password/confirm-registration-page'
      ),
  },
  {
    // Spec §2 "uses the reset-password page": the link that sets the first password.
    route: 'continueRegistration',
    titleId: 'setPassword.pageTitle',
    page: () =>
      import(
        /* webpackChunkName: "page-continue-registration" */ '../pages/password/continue-registration-page'
      ),
  },
  {
    // The same page as /continueRegistration (docs/decisions/password-pages.md D-PWD-UI-1).
    route: 'setPassword',
    titleId: 'setPassword.pageTitle',
    page: () =>
      import(
        /* webpackChunkName: "page-continue-registration" */ '../pages/password/continue-registration-page'
      ),
  },
  {
    route: 'obsoleteBrowser',
    titleId: 'obsoleteBrowser.pageTitle',
    page: () =>
      import(
        /* webpackChunkName: "page-obsolete-browser" */ '../pages/obsolete-browser/obsolete-browser-page'
      ),
  },
  {
    // Where a secure page goes when the services are under maintenance (spec §8).
    route: { path: UNDER_MAINTENANCE_PATH, access: 'public' },
    titleId: 'underMaintenance.pageTitle',
    page: () =>
      import(
        /* webpackChunkName: "page-under-maintenance" */ '../pages/under-maintenance/under-maintenance-page'
      ),
  },
  {
    // Where sign-in goes for a locked account (spec §8 "Locked: 'Access Denied'").
    route: { path: ACCESS_DENIED_PATH, access: 'public' },
    titleId: 'accessDenied.pageTitle',
    page: () =>
      import(
        /* webpackChunkName: "page-access-denied" */ '../pages/access-denied/access-denied-page'
      ),
  },
];

export const NOT_FOUND_TITLE_ID: MessageId = 'notFound.pageTitle';

/** The path and access of a table row. */
export const routeOf = (
  row: PortalRoute,
): { readonly path: string; readonly access: 'public' | 'secure' } =>
  typeof row.route === 'string' ? SPEC_ROUTES[row.route] : row.route;

/** The link to a spec route, for the UI's links and redirects (never a hand-written path). */
export const pathTo = (name: SpecRouteName): string => SPEC_ROUTES[name].path;
