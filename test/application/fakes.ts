import type { ProductDeepLink } from '../../src/domain/accounts/sign-in-parameters';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import * as T from 'fp-ts/Task';
import type { SessionCheckReply } from '../../src/domain/accounts/session-policy';
import type { SignInError } from '../../src/domain/accounts/sign-in-errors';
import type { LoginFlags } from '../../src/application/ports/login-flags.port';
import type {
  CompletedSignIn,
  CredentialsAccepted,
  IdentityProvider,
  PasskeyStep,
  SecondFactorProof,
  SignInCallbackError,
  SignOutContext,
} from '../../src/application/ports/identity-provider.port';
import type {
  InAppNavigation,
  Navigator,
  ShowOptions,
} from '../../src/application/ports/navigator.port';
import {
  passkeyOptions,
  type PasskeyCredential,
  type PasskeyOptions,
  type PasskeyPromptFailure,
  type Passkeys,
} from '../../src/application/ports/passkeys.port';
import type {
  LogoutFailed,
  PortalLogin,
  SessionGateway,
} from '../../src/application/ports/session-gateway.port';
import type { ServiceError } from '../../src/application/ports/service-error';
import type { PortalConfig } from '../../src/application/portal-config';
import type { DunsNumber } from '../../src/domain/companies/duns-number';
import type { Locale } from '../../src/domain/locale/locale';
import type { PreferenceStore } from '../../src/application/ports/preference-store.port';
import type { DismissedNotifications } from '../../src/application/ports/dismissed-notifications.port';
import type {
  Analytics,
  AnalyticsError,
  AnalyticsEvent,
  TrackOutcome,
} from '../../src/application/ports/analytics.port';
import type {
  CountryFeatureRecord,
  CountryFeatures,
} from '../../src/application/ports/country-features.port';

export const testConfig: PortalConfig = {
  portalOrigin: 'https://portal.example.com',
  allowedRedirectOrigins: ['https://shop.example.com'],
  placeholderDomain: 'example.com',
  timeZone: 'America/New_York',
  storeOrigin: 'https://store.provider.example',
};

/** Records every navigation; a portal page is also shown by the router when one is connected. */
export class FakeNavigator implements Navigator {
  readonly visits: {
    method: 'assign' | 'replace' | 'show' | 'reload';
    url: string;
    options?: ShowOptions;
  }[] = [];
  private router: InAppNavigation | undefined;
  show(path: string, options: ShowOptions = {}): void {
    this.visits.push({ method: 'show', url: path, options });
    this.router?.(path, options);
  }
  assign(url: string): void {
    this.visits.push({ method: 'assign', url });
  }
  replace(url: string): void {
    this.visits.push({ method: 'replace', url });
  }
  reload(): void {
    this.visits.push({ method: 'reload', url: '' });
  }
  connectRouter(navigate: InAppNavigation): () => void {
    this.router = navigate;
    return () => {
      if (this.router === navigate) this.router = undefined;
    };
  }
}

export class FakeIdentityProvider implements IdentityProvider {
  storedTokens = false;
  submitted: { interactionId: string; username: string; password: string }[] = [];
  credentialsAnswer: TE.TaskEither<SignInError, CredentialsAccepted> = TE.right({
    continueTo: '/oidc/auth/resume',
  });
  callbackAnswer: TE.TaskEither<SignInCallbackError, CompletedSignIn> = TE.right({
    idToken: 'id.token',
    returnTo: undefined,
    email: 'us.owner@example.com',
  });
  signOutContexts: SignOutContext[] = [];

  interactionFormAction(interactionId: string, step: string, pageQuery: string): string {
    return `/interaction/${interactionId}/${step}?${pageQuery}`;
  }
  /** What openInPlace answers: by default nothing, so the browser is sent to the provider. */
  inPlacePath: string | undefined = undefined;
  openedInPlace: string[] = [];
  async openInPlace(url: string): Promise<string | undefined> {
    this.openedInPlace.push(url);
    return this.inPlacePath;
  }
  submitCredentials(interactionId: string, username: string, password: string) {
    this.submitted.push({ interactionId, username, password });
    return this.credentialsAnswer;
  }
  secondFactorAnswer: TE.TaskEither<SignInError, { continueTo: string }> = TE.right({
    continueTo: '/oidc/auth/after-factor',
  });
  secondFactors: SecondFactorProof[] = [];
  submitSecondFactor(_interactionId: string, proof: SecondFactorProof) {
    this.secondFactors.push(proof);
    return this.secondFactorAnswer;
  }
  passkeyOptionsAnswer: TE.TaskEither<SignInError, PasskeyOptions> = TE.right(
    passkeyOptions({ challenge: 'challenge-of-the-interaction' }),
  );
  passkeyChallenges: PasskeyStep[] = [];
  passkeyOptions(_interactionId: string, step: PasskeyStep) {
    this.passkeyChallenges.push(step);
    return this.passkeyOptionsAnswer;
  }
  passkeyAnswer: TE.TaskEither<SignInError, { continueTo: string }> = TE.right({
    continueTo: '/oidc/auth/after-passkey',
  });
  passkeysSubmitted: PasskeyCredential[] = [];
  submitPasskey(_interactionId: string, credential: PasskeyCredential) {
    this.passkeysSubmitted.push(credential);
    return this.passkeyAnswer;
  }
  completeSignIn() {
    return this.callbackAnswer;
  }
  async endSessionUrl(context: SignOutContext): Promise<string> {
    this.signOutContexts.push(context);
    this.storedTokens = false;
    return 'https://portal.example.com/oidc/session/end';
  }
  /** What the provider's redirect back to /logout says; undefined: not back from it yet. */
  finishedSignOut: SignOutContext | undefined = undefined;
  async finishSignOut(): Promise<SignOutContext | undefined> {
    return this.finishedSignOut;
  }
  hasStoredTokens(): boolean {
    return this.storedTokens;
  }
  async clearStoredTokens(): Promise<void> {
    this.storedTokens = false;
  }
}

/** The browser's passkey prompts: each answers what the test set, and records what it was given. */
export class FakePasskeys implements Passkeys {
  supported = true;
  autofill = false;
  createAnswer: E.Either<PasskeyPromptFailure, PasskeyCredential> = E.right({
    id: 'new-credential',
  });
  signAnswer: E.Either<PasskeyPromptFailure, PasskeyCredential> = E.right({ id: 'credential' });
  /** Set: `sign` waits for the test to release it, as a prompt waits for the user. */
  held: Promise<void> | undefined = undefined;
  prompts: {
    readonly kind: 'create' | 'sign';
    readonly options: PasskeyOptions;
    readonly autofill: boolean;
  }[] = [];

  async autofillSupported(): Promise<boolean> {
    return this.autofill;
  }
  async create(options: PasskeyOptions) {
    this.prompts.push({ kind: 'create', options, autofill: false });
    return this.createAnswer;
  }
  async sign(options: PasskeyOptions, autofill: boolean) {
    this.prompts.push({ kind: 'sign', options, autofill });
    await this.held;
    return this.signAnswer;
  }
  cancelled = 0;
  cancel(): void {
    this.cancelled += 1;
  }
}

export class FakeSessionGateway implements SessionGateway {
  loginAnswer: TE.TaskEither<ServiceError, PortalLogin> = TE.right({ owlError: false });
  checkReply: SessionCheckReply = { kind: 'answered', status: 200, expiresInSeconds: 1800 };
  logoutAnswer: TE.TaskEither<LogoutFailed, void> = TE.right(undefined);
  loggedInWith: string[] = [];
  /** The product deep link of each oktaLogin, in order (undefined: none). */
  deepLinks: (ProductDeepLink | undefined)[] = [];
  checks = 0;
  logouts = 0;

  oktaLogin(idToken: string, deepLink?: ProductDeepLink) {
    this.loggedInWith.push(idToken);
    this.deepLinks.push(deepLink);
    return this.loginAnswer;
  }
  checkSession(): T.Task<SessionCheckReply> {
    this.checks += 1;
    return T.of(this.checkReply);
  }
  oktaLogout() {
    this.logouts += 1;
    return this.logoutAnswer;
  }
}

export class FakePreferenceStore implements PreferenceStore {
  languagePreference: Locale | undefined = undefined;
  selectedCompany: DunsNumber | undefined = undefined;
  creditSignalMigrationExplained = false;

  readCreditSignalMigrationExplained(): boolean {
    return this.creditSignalMigrationExplained;
  }
  markCreditSignalMigrationExplained(): void {
    this.creditSignalMigrationExplained = true;
  }

  readLanguagePreference(): Locale | undefined {
    return this.languagePreference;
  }
  writeLanguagePreference(locale: Locale): void {
    this.languagePreference = locale;
  }
  removeLanguagePreference(): void {
    this.languagePreference = undefined;
  }
  readSelectedCompany(): DunsNumber | undefined {
    return this.selectedCompany;
  }
  writeSelectedCompany(dunsNumber: DunsNumber): void {
    this.selectedCompany = dunsNumber;
  }
  removeSelectedCompany(): void {
    this.selectedCompany = undefined;
  }
}

export class FakeDismissedNotifications implements DismissedNotifications {
  readonly dismissed = new Set<string>();

  isDismissed(notificationKey: string): boolean {
    return this.dismissed.has(notificationKey);
  }
  dismiss(notificationKey: string): void {
    this.dismissed.add(notificationKey);
  }
}

/** Records every event; `answer` sets what track returns (e.g. the §8 data-layer error). */
export class FakeAnalytics implements Analytics {
  readonly tracked: AnalyticsEvent[] = [];
  answer: E.Either<AnalyticsError, TrackOutcome> = E.right('sent');

  track(event: AnalyticsEvent): E.Either<AnalyticsError, TrackOutcome> {
    this.tracked.push(event);
    return this.answer;
  }
}

const testLink = (path: string) =>
  ({ enabled: true, url: `https://www.provider.example/${path}` }) as const;

/** A US-like record with every feature on; tests override what they exercise. */
export const testCountryRecord = (
  overrides: Partial<CountryFeatureRecord> = {},
): CountryFeatureRecord => ({
  country: 'US',
  defaultLanguage: 'en-us',
  exploreTile: testLink('explore'),
  marketplaceSection: testLink('marketplace'),
  addCompany: testLink('add-company'),
  updatedInfo: testLink('update-information'),
  publicProfile: testLink('company-profiles'),
  learningCentre: testLink('learning-center'),
  support: testLink('customer-support'),
  cancelRenewal: {
    enabled: true,
    url: 'https://www.provider.example/cancel-renewal',
    byEmail: false,
  },
  recommendedProducts: testLink('products'),
  termsOfUse: testLink('terms-of-use'),
  privacyPolicy: testLink('privacy-policy'),
  dealsAndOffers: testLink('deals'),
  recommendedService: testLink('services'),
  businessOverview: testLink('business-overview'),
  trustCentre: testLink('trust-center'),
  partnerLinks: [
    { link: 'fundabilityScan', url: 'https://partners.provider.example/fundability-scan' },
  ],
  partnerOffers: [
    { partner: 'lendio', url: 'https://partners.provider.example/lendio' },
    { partner: 'nextInsurance', url: 'https://partners.provider.example/next-insurance' },
  ],
  smallBusinessFinancing: testLink('financing'),
  banking: testLink('banking'),
  insurance: testLink('insurance'),
  ...overrides,
});

/** Answers every country with `record`, re-labelled with the country asked for. */
export class FakeCountryFeatures implements CountryFeatures {
  constructor(private readonly record: CountryFeatureRecord = testCountryRecord()) {}

  featuresOf(country: CountryFeatureRecord['country']): CountryFeatureRecord {
    return { ...this.record, country };
  }
}

/** Lets pending promise callbacks (the gateway's Task) run. */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export class FakeLoginFlags implements LoginFlags {
  owlError: boolean | string | undefined = undefined;
  readOwlError(): boolean | string | undefined {
    return this.owlError;
  }
  writeOwlError(owlError: boolean): void {
    this.owlError = owlError;
  }
}
