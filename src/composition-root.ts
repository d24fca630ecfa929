import { Container } from 'inversify';
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { TOKENS } from './application/app.tokens';
import type { PortalConfig } from './application/portal-config';
import type { Clock } from './application/ports/clock.port';
import type { IdentityProvider } from './application/ports/identity-provider.port';
import type { Navigator } from './application/ports/navigator.port';
import type { ProfileGateway } from './application/ports/profile-gateway.port';
import type { SessionGateway } from './application/ports/session-gateway.port';
import type { EntitlementQueries } from './application/ports/entitlement-queries.port';
import type { ProductHandOffs } from './application/ports/product-hand-offs.port';
import type { PurchaseHistory } from './application/ports/purchase-history.port';
import type { TermsGateway } from './application/ports/terms-gateway.port';
import type { GetADunsGateway } from './application/ports/get-a-duns-gateway.port';
import type { PasswordGateway } from './application/ports/password-gateway.port';
import type { MfaOptionsGateway } from './application/ports/mfa-options-gateway.port';
import type { Passkeys } from './application/ports/passkeys.port';
import type { SignedInSessionsGateway } from './application/ports/signed-in-sessions-gateway.port';
import type { RegistrationGateway } from './application/ports/registration-gateway.port';
import type { AccountGateway } from './application/ports/account-gateway.port';
import type { PreferenceStore } from './application/ports/preference-store.port';
import type { DismissedNotifications } from './application/ports/dismissed-notifications.port';
import type { Notifications } from './application/ports/notifications.port';
import type { Analytics } from './application/ports/analytics.port';
import type { LoginFlags } from './application/ports/login-flags.port';
import type { CountryFeatures } from './application/ports/country-features.port';
import type { HouseOffers } from './application/ports/house-offers.port';
import { SignIn } from './application/sign-in/sign-in.use-case';
import { SignInCompletion } from './application/sign-in/sign-in-completion.use-case';
import { SessionMonitor } from './application/session/session-monitor.use-case';
import { SignedInFirstRender } from './application/session/signed-in-first-render.use-case';
import { SignOut } from './application/session/sign-out.use-case';
import { Dashboard } from './application/dashboard/dashboard.use-case';
import { DeepLinkFollower } from './application/dashboard/deep-link-follower.use-case';
import { SubscriptionOpener } from './application/account-area/subscription-opener.use-case';
import { PartnerOffers } from './application/dashboard/partner-offers.use-case';
import { TrialOffer } from './application/dashboard/trial-offer.use-case';
import { CreditSignalMigration } from './application/dashboard/credit-signal-migration.use-case';
import { ProductOpener } from './application/dashboard/product-opener.use-case';
import { CompanySelector } from './application/frame/company-selector.use-case';
import { ConsentPrompt } from './application/frame/consent-prompt.use-case';
import { NotificationCentre } from './application/frame/notification-centre.use-case';
import { PortalFrame } from './application/frame/portal-frame.use-case';
import { FrameBanners } from './application/frame/frame-banners.use-case';
import { FrameActions } from './application/frame/frame-actions.use-case';
import { LocaleSelection } from './application/locale/locale-selection.use-case';
import { Registration } from './application/registration/registration.use-case';
import { GetADunsFlow } from './application/get-a-duns/get-a-duns-flow.use-case';
import { boundedBackoff, HttpClient } from './adapters/http/http-client';
import { HttpSessionGateway } from './adapters/http/http-session-gateway.adapter';
import { HttpProfileGateway } from './adapters/http/http-profile-gateway.adapter';
import { HttpEntitlementQueries } from './adapters/http/http-entitlement-queries.adapter';
import { HttpProductHandOffs } from './adapters/http/http-product-hand-offs.adapter';
import { HttpPurchaseHistory } from './adapters/http/http-purchase-history.adapter';
import { HttpTermsGateway } from './adapters/http/http-terms-gateway.adapter';
import { HttpGetADunsGateway } from './adapters/http/http-get-a-duns-gateway.adapter';
import { HttpPasswordGateway } from './adapters/http/http-password-gateway.adapter';
import { HttpMfaOptionsGateway } from './adapters/http/http-mfa-options-gateway.adapter';
import { BrowserPasskeys } from './adapters/webauthn/browser-passkeys.adapter';
import { HttpSignedInSessionsGateway } from './adapters/http/http-signed-in-sessions-gateway.adapter';
import { HttpRegistrationGateway } from './adapters/http/http-registration-gateway.adapter';
import { HttpAccountGateway } from './adapters/http/http-account-gateway.adapter';
import { HttpNotifications } from './adapters/http/http-notifications.adapter';
import { HttpHouseOffers } from './adapters/http/http-house-offers.adapter';
import { OidcIdentityProvider } from './adapters/identity/oidc-identity-provider.adapter';
import { BrowserNavigator } from './adapters/browser/browser-navigator.adapter';
import { readCsrfCookie } from './adapters/browser/csrf-cookie';
import { browserStorage } from './adapters/browser/browser-storage';
import { languageCookie } from './adapters/browser/language-cookie';
import { LocalStoragePreferenceStore } from './adapters/browser/local-storage-preference-store.adapter';
import { SessionStorageDismissedNotifications } from './adapters/browser/session-storage-dismissed-notifications.adapter';
import { SessionStorageLoginFlags } from './adapters/browser/session-storage-login-flags.adapter';
import { DataLayerAnalytics } from './adapters/analytics/data-layer-analytics.adapter';
import { loadTagManager } from './adapters/analytics/tag-manager-loader';
import {
  browserPortalConfig,
  providerSitesAt,
  thirdPartyScriptsDisabled,
} from './adapters/config/browser-portal-config';
import { StaticCountryFeatures } from './adapters/config/static-country-features.adapter';
import { browserPseudoLocaleChosen } from './adapters/browser/pseudo-locale-switch';
import type { KeyValueStorage } from './adapters/browser/key-value-storage';
import type { Locale } from './domain/locale/locale';

export const PORTAL_CLIENT_ID = 'business-portal';

/** The use cases the container builds, each bound to itself (a class is its own typed identifier). */
export const USE_CASES = [
  SignIn,
  SignInCompletion,
  SessionMonitor,
  SignedInFirstRender,
  SignOut,
  Dashboard,
  DeepLinkFollower,
  SubscriptionOpener,
  ProductOpener,
  PartnerOffers,
  TrialOffer,
  CreditSignalMigration,
  CompanySelector,
  ConsentPrompt,
  NotificationCentre,
  PortalFrame,
  FrameBanners,
  FrameActions,
  LocaleSelection,
  Registration,
  GetADunsFlow,
] as const;

/** The tag manager's data layer (`window.dataLayer`), created as an empty array when absent. */
type WithDataLayer = Window & { dataLayer?: unknown };
const createDataLayer = (page: WithDataLayer): (() => unknown) => {
  page.dataLayer ??= [];
  // Read at each event: a script that later breaks it gets the §8 error value, not a crash.
  return () => page.dataLayer;
};

/**
 * Whether this page shows the development pseudo-locale instead of the resolved locale
 * (docs/decisions/pseudo-locale.md D-PSEUDO-1): the server offers it and this tab asked for it.
 */
export const pseudoLocaleChosenIn = (browser: Window, pseudoLocale: string): boolean =>
  browserPseudoLocaleChosen(
    browser,
    pseudoLocale,
    browserStorage(() => browser.sessionStorage),
  );

/**
 * What the portal's adapters need from where it runs: the browser's page, or a server rendering
 * a page for it (src/server-render.tsx), which has no storage, cookies or network of its own.
 */
export interface PortalEnvironment {
  readonly origin: string;
  readonly fetch: typeof fetch;
  readonly csrfToken: () => string | undefined;
  readonly wait: (ms: number) => Promise<void>;
  readonly localStorage: KeyValueStorage;
  readonly sessionStorage: Storage;
  readonly navigator: Navigator;
  /** Mirrors the stored language where the server can read it (undefined: forgotten). */
  readonly rememberLanguage: (locale: Locale | undefined) => void;
  readonly dataLayer: () => unknown;
}

/** A signed-in page's answers, from the server's render to the browser's first (D-SSR-8). */
export {
  answeringFetch,
  FIRST_ANSWERS_ELEMENT_ID,
  firstAnswersIn,
  recordingFetch,
  type FirstAnswer,
  type ServerCall,
} from './adapters/http/first-answers';

/** The browser's page as the portal's environment. */
export const browserEnvironment = (browser: Window): PortalEnvironment => ({
  origin: browser.location.origin,
  fetch: (...args) => browser.fetch(...args),
  csrfToken: () => readCsrfCookie(browser.document.cookie),
  wait: (ms) => new Promise((resolve) => browser.setTimeout(resolve, ms)),
  localStorage: browserStorage(() => browser.localStorage),
  sessionStorage: browser.sessionStorage,
  navigator: new BrowserNavigator(browser.location),
  rememberLanguage: (locale) => {
    browser.document.cookie = languageCookie(locale, browser.location.protocol === 'https:');
  },
  dataLayer: createDataLayer(browser),
});

/**
 * Loads the tag manager the server names, if any, to read the data layer (D-ADP-6). Called once the
 * page is live: a loader that is slow or blocked then holds up nothing, and its failure is not
 * taken for the portal's own script failing (public/index.html).
 */
export const startTagManager = (browser: Window): void => {
  loadTagManager(browser.document, { thirdPartyScriptsDisabled: thirdPartyScriptsDisabled() });
};

/** The one place that binds ports to adapters. */
export const createContainer = (environment: PortalEnvironment): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  const http = new HttpClient({
    baseUrl: '/services',
    fetch: environment.fetch,
    timeoutMs: 15_000,
    csrfToken: environment.csrfToken,
    retry: boundedBackoff(environment.wait),
  });
  const sessionStorage = browserStorage(() => environment.sessionStorage);

  container
    .bind<PortalConfig>(TOKENS.PortalConfig)
    .toConstantValue(browserPortalConfig(environment.origin));
  container.bind<SchedulerLike>(TOKENS.Scheduler).toConstantValue(asyncScheduler);
  container.bind<Clock>(TOKENS.Clock).toConstantValue({ now: () => new Date() });
  container.bind<Navigator>(TOKENS.Navigator).toConstantValue(environment.navigator);
  container
    .bind<PreferenceStore>(TOKENS.PreferenceStore)
    .toConstantValue(
      new LocalStoragePreferenceStore(environment.localStorage, environment.rememberLanguage),
    );
  container
    .bind<DismissedNotifications>(TOKENS.DismissedNotifications)
    .toConstantValue(new SessionStorageDismissedNotifications(sessionStorage));
  container
    .bind<LoginFlags>(TOKENS.LoginFlags)
    .toConstantValue(new SessionStorageLoginFlags(sessionStorage));
  container.bind<Analytics>(TOKENS.Analytics).toConstantValue(
    new DataLayerAnalytics({
      dataLayer: environment.dataLayer,
      thirdPartyScriptsDisabled: thirdPartyScriptsDisabled(),
    }),
  );
  container
    .bind<CountryFeatures>(TOKENS.CountryFeatures)
    .toConstantValue(new StaticCountryFeatures(providerSitesAt(environment.origin)));
  container
    .bind<SessionGateway>(TOKENS.SessionGateway)
    .toConstantValue(new HttpSessionGateway(http));
  container
    .bind<ProfileGateway>(TOKENS.ProfileGateway)
    .toConstantValue(new HttpProfileGateway(http));
  container
    .bind<EntitlementQueries>(TOKENS.EntitlementQueries)
    .toConstantValue(new HttpEntitlementQueries(http));
  container.bind<TermsGateway>(TOKENS.TermsGateway).toConstantValue(new HttpTermsGateway(http));
  container
    .bind<ProductHandOffs>(TOKENS.ProductHandOffs)
    .toConstantValue(new HttpProductHandOffs(http));
  container
    .bind<PurchaseHistory>(TOKENS.PurchaseHistory)
    .toConstantValue(new HttpPurchaseHistory(http));
  container
    .bind<GetADunsGateway>(TOKENS.GetADunsGateway)
    .toConstantValue(new HttpGetADunsGateway(http));
  container
    .bind<PasswordGateway>(TOKENS.PasswordGateway)
    .toConstantValue(new HttpPasswordGateway(http));
  container
    .bind<MfaOptionsGateway>(TOKENS.MfaOptionsGateway)
    .toConstantValue(new HttpMfaOptionsGateway(http));
  container
    .bind<Passkeys>(TOKENS.Passkeys)
    .toConstantValue(new BrowserPasskeys(environment.localStorage));
  container
    .bind<SignedInSessionsGateway>(TOKENS.SignedInSessionsGateway)
    .toConstantValue(new HttpSignedInSessionsGateway(http));
  container
    .bind<RegistrationGateway>(TOKENS.RegistrationGateway)
    .toConstantValue(new HttpRegistrationGateway(http));
  container
    .bind<AccountGateway>(TOKENS.AccountGateway)
    .toConstantValue(new HttpAccountGateway(http));
  container.bind<Notifications>(TOKENS.Notifications).toConstantValue(new HttpNotifications(http));
  container.bind<HouseOffers>(TOKENS.HouseOffers).toConstantValue(new HttpHouseOffers(http));
  container.bind<IdentityProvider>(TOKENS.IdentityProvider).toConstantValue(
    new OidcIdentityProvider({
      origin: environment.origin,
      clientId: PORTAL_CLIENT_ID,
      storage: environment.sessionStorage,
      fetch: environment.fetch,
    }),
  );
  for (const useCase of USE_CASES) container.bind(useCase).toSelf();
  return container;
};
