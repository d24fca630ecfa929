import * as TE from 'fp-ts/TaskEither';
import { pendingPlaceholderCompany } from '../../src/domain/companies/company';
import type { MarketingHubSsoRequest } from '../../src/domain/navigation/marketing-hub-tab';
import type {
  AssignedCompany,
  CompanyEntitlements,
  CompanyInfo,
  CompanyInfoRequest,
  EntitledProduct,
  EntitlementQueries,
} from '../../src/application/ports/entitlement-queries.port';
import type {
  DecodedDeepLink,
  ProductHandOff,
  ProductHandOffRequest,
  ProductHandOffs,
} from '../../src/application/ports/product-hand-offs.port';
import type {
  LegalTerms,
  ProductTermsDecision,
  RecordedTermsDecision,
  TermsGateway,
} from '../../src/application/ports/terms-gateway.port';
import type {
  AccountGateway,
  MarketingConsent,
  UpdatedProfile,
} from '../../src/application/ports/account-gateway.port';
import type { ProfileGateway, UserProfile } from '../../src/application/ports/profile-gateway.port';
import type { ServiceError } from '../../src/application/ports/service-error';

// Fakes of the ports the portal frame reads: the profile, the entitlement queries, the hand-offs
// and the terms. Each records what it was asked and answers what the test set.

export const ACME: AssignedCompany = {
  duns: '123456789',
  businessName: 'acme analytics',
  seniority: 'director',
  encryptedDuns: undefined,
};
export const BAKERY: AssignedCompany = {
  duns: '987654321',
  businessName: 'Blue Ridge Bakery',
  seniority: undefined,
  encryptedDuns: undefined,
};
export const EMILE: AssignedCompany = {
  duns: '555555555',
  businessName: 'Émile Studio',
  seniority: undefined,
  encryptedDuns: undefined,
};

/** A product entitlement of ACME's, active with its terms accepted, unless told otherwise. */
export const entitled = (
  productName: string,
  appId: number,
  productId: number | undefined,
  overrides: Partial<EntitledProduct> = {},
): EntitledProduct => ({
  productName,
  appId,
  productId,
  duns: ACME.duns,
  status: 'active',
  termsAccepted: true,
  trialDaysLeft: undefined,
  assetsReady: false,
  newFeature: false,
  ...overrides,
});

export const entitlementsFor = (
  selectedDuns: string | undefined,
  companies: readonly AssignedCompany[],
  overrides: Partial<CompanyEntitlements> = {},
): CompanyEntitlements => ({
  selectedDuns,
  companies,
  companyInfo: companies.map((company) => company.duns),
  credibilityEntitlements: [],
  vboEntitlements: [],
  vboAssociatedDuns: [],
  dfcEntitlements: [],
  pla: { acceptedTos: true, plaContent: '' },
  isPendingOwlEntitlementsAvailable: false,
  creditSignalMigrated: false,
  ...overrides,
});

const unavailable = <T>() => TE.left<ServiceError, T>({ code: 'service.unavailable' });

export class FakeEntitlementQueries implements EntitlementQueries {
  current: CompanyEntitlements = entitlementsFor(ACME.duns, [BAKERY, ACME, EMILE]);
  /** What GET /entitlements/all answers: every company and product, no company selected. */
  all: CompanyEntitlements = entitlementsFor(undefined, [BAKERY, ACME, EMILE]);
  /** Overrides of the entitlement object per DUNS (the rest comes from `current`). */
  readonly perDuns = new Map<string, Partial<CompanyEntitlements>>();
  failing = false;
  readonly byDuns: string[] = [];
  readonly infoRequests: CompanyInfoRequest[] = [];

  currentEntitlements() {
    return this.failing ? unavailable<CompanyEntitlements>() : TE.right(this.current);
  }
  entitlementsByDuns(duns: string) {
    this.byDuns.push(duns);
    return this.failing
      ? unavailable<CompanyEntitlements>()
      : TE.right(entitlementsFor(duns, this.current.companies, this.perDuns.get(duns)));
  }
  allEntitlements() {
    return this.failing ? unavailable<CompanyEntitlements>() : TE.right(this.all);
  }
  companyInfo(request: CompanyInfoRequest) {
    this.infoRequests.push(request);
    return TE.right<ServiceError, CompanyInfo>({
      entitlements: entitlementsFor(undefined, this.current.companies, {
        isPendingOwlEntitlementsAvailable: true,
      }),
      company: pendingPlaceholderCompany,
    });
  }
}

export const testProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  firstName: 'Olivia',
  lastName: 'Owner',
  email: 'us.owner@example.com',
  countryCode: 'US',
  languagePreference: 'en-us',
  accountSettings: { magento: true, ebDashboard: false, customerPortal: true },
  mfaEnabled: false,
  isDnbUser: false,
  phoneNumber: '2175550134',
  address: { street: '1 Main Street', city: 'Springfield', state: 'IL', postalCode: '62701' },
  ...overrides,
});

export class FakeProfileGateway implements ProfileGateway {
  profile: UserProfile = testProfile();
  failing = false;
  getUserProfile() {
    return this.failing ? unavailable<UserProfile>() : TE.right(this.profile);
  }
}

export class FakeProductHandOffs implements ProductHandOffs {
  readonly navigateRequests: ProductHandOffRequest[] = [];
  readonly ssoRequests: MarketingHubSsoRequest[] = [];
  answer: TE.TaskEither<ServiceError, ProductHandOff> = TE.right({
    kind: 'open',
    url: 'https://products.provider.example/open',
  });
  navigateUrl(request: ProductHandOffRequest) {
    this.navigateRequests.push(request);
    return this.answer;
  }
  marketingHubSso(request: MarketingHubSsoRequest) {
    this.ssoRequests.push(request);
    return this.answer;
  }
  readonly decodedPayloads: string[] = [];
  /** What GET /entitlements/decode answers; unset, the call fails. */
  decoded: TE.TaskEither<ServiceError, DecodedDeepLink> | undefined;
  decodeDeepLink(payload: string) {
    this.decodedPayloads.push(payload);
    return this.decoded ?? unavailable<DecodedDeepLink>();
  }
  readonly subscriptionRequests: [string, number][] = [];
  /** What GET /auth/accessSubscriptions answers; unset, the call fails. */
  subscriptionAnswer: TE.TaskEither<ServiceError, string> | undefined;
  subscriptionUrl(subscriberNumber: string, appId: number) {
    this.subscriptionRequests.push([subscriberNumber, appId]);
    return this.subscriptionAnswer ?? unavailable<string>();
  }
}

export class FakeTermsGateway implements TermsGateway {
  readonly decisions: ProductTermsDecision[] = [];
  failing = false;
  /** What GET /entitlements/legal-terms answers; unset, the call fails. */
  legal: LegalTerms | undefined;
  legalTerms() {
    return this.legal === undefined ? unavailable<LegalTerms>() : TE.right(this.legal);
  }
  decideProductTerms(decision: ProductTermsDecision) {
    this.decisions.push(decision);
    return this.failing
      ? unavailable<RecordedTermsDecision>()
      : TE.right<ServiceError, RecordedTermsDecision>({
          ...decision,
          version: '1',
          decidedAt: '2026-11-23T10:00:00Z',
          accessAvailable: decision.accepted,
        });
  }
}

/** The Terms of Use and Privacy Policy, each pending or accepted. */
export const legalDocuments = (status: 'pending' | 'accepted'): LegalTerms => ({
  productTerms: [],
  legalDocuments: ['terms-of-use', 'privacy-policy'].map((code) => ({
    code,
    title: code,
    url: `/legal/${code}`,
    currentVersion: '2025.2',
    acceptedVersion: status === 'accepted' ? '2025.2' : undefined,
    status,
    acceptedAt: status === 'accepted' ? '2026-01-01T00:00:00Z' : undefined,
  })),
});

export class FakeAccountGateway implements AccountGateway {
  readonly consents: MarketingConsent[] = [];
  failing = false;
  /** Given the terms fake, a consent makes legal-terms answer "accepted", as the backend does. */
  constructor(private readonly terms?: FakeTermsGateway) {}
  recordConsent(consent: MarketingConsent) {
    this.consents.push(consent);
    if (this.failing) return unavailable<void>();
    if (this.terms !== undefined) this.terms.legal = legalDocuments('accepted');
    return TE.right<ServiceError, void>(undefined);
  }
  updateProfile() {
    return unavailable<UpdatedProfile>();
  }
  updateLanguagePreference() {
    return unavailable<UpdatedProfile>();
  }
  /** What lendioAuth answers; unset, the call fails. */
  lendioUrl: string | undefined;
  readonly lendioRequests: string[] = [];
  lendioAuthUrl(email: string) {
    this.lendioRequests.push(email);
    return this.lendioUrl === undefined
      ? unavailable<string>()
      : TE.right<ServiceError, string>(this.lendioUrl);
  }
  purgeCache() {
    return unavailable<void>();
  }
}
