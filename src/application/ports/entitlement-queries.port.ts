import type { TaskEither } from 'fp-ts/TaskEither';
import type { Company } from '../../domain/companies/company';
import type { SeniorityLevel } from '../../domain/companies/company-profile-access';
import type {
  CredibilityEntitlement,
  Entitlements,
  ProductLicenceAgreement,
  VboEntitlement,
} from '../../domain/entitlements/entitlements';
import type { MarketingHubSsoRequest } from '../../domain/navigation/marketing-hub-tab';
import type { ServiceError } from './service-error';

// The entitlement object of spec §3 and the calls around it (§7). DUNS numbers are 9-digit strings;
// "no DUNS" is undefined. Timestamps are ISO 8601 strings, amounts decimal strings with 2 places.

/** 'pending' waits for a DUNS number; 'trial' and 'expired' are trials (D-SRV-P3). */
export type EntitledProductStatus = 'active' | 'pending' | 'trial' | 'expired';

export interface EntitledProduct extends VboEntitlement {
  readonly appId: number;
  readonly productId: number | undefined;
  readonly duns: string | undefined;
  readonly status: EntitledProductStatus;
  readonly termsAccepted: boolean;
  /** Only on trials: whole days left, 0 once ended. */
  readonly trialDaysLeft: number | undefined;
  /** The product made assets the user has not fetched yet (the "download assets" pill). */
  readonly assetsReady: boolean;
  /** The product gained a feature since the user last opened it ("new feature available"). */
  readonly newFeature: boolean;
}

/** One of the user's companies, as the entitlement object's companyInfo names it. */
export interface AssignedCompany {
  readonly duns: string;
  readonly businessName: string;
  /** The user's role at the company on the domain's scale; its rules decide what it allows. */
  readonly seniority: SeniorityLevel | undefined;
  /** The DUNS number sealed by the backend, for the calls that take `encrypted_duns`. */
  readonly encryptedDuns: string | undefined;
}

/** A credit-file (DUNS application) case. */
export interface DunsApplicationCase {
  readonly caseId: string;
  readonly duns: string | undefined;
  readonly productName: string;
  /** A free DUNS application's case is notComplete while started but not submitted. */
  readonly status: 'notComplete' | 'pending' | 'processing' | 'issued';
  readonly createdAt: string;
}

/**
 * The entitlement object of spec §3, the one shape of every entitlement call: the domain's
 * Entitlements (so every domain rule takes it as is), with the details the wire carries besides.
 */
export interface CompanyEntitlements extends Entitlements {
  /** The company the object is for; undefined for no company, and for all of them (allEntitlements). */
  readonly selectedDuns: string | undefined;
  /** The user's companies with their names and roles (companyInfo holds their DUNS numbers). */
  readonly companies: readonly AssignedCompany[];
  readonly credibilityEntitlements: readonly CredibilityEntitlement[];
  readonly vboEntitlements: readonly EntitledProduct[];
  readonly dfcEntitlements: readonly DunsApplicationCase[];
  readonly pla: ProductLicenceAgreement;
  /** The user's CreditSignal account moved to the portal (the migration modal, D-DASH-8). */
  readonly creditSignalMigrated: boolean;
}

/** getCompanyInfo: the entitlement object of a company together with its company record. */
export interface CompanyInfo {
  readonly entitlements: CompanyEntitlements;
  readonly company: Company;
}

/** Whose company record getCompanyInfo answers: a company, or the "(Company pending)" placeholder. */
export type CompanyInfoRequest =
  | { readonly kind: 'company'; readonly duns: string; readonly idaasUuid?: string }
  | { readonly kind: 'pending'; readonly idaasUuid?: string };

export interface EntitlementQueries {
  /** The entitlement query with a DUNS number (POST /entitlements/get-entitlements-by-duns). */
  entitlementsByDuns(duns: string): TaskEither<ServiceError, CompanyEntitlements>;
  /** The entitlement query without a DUNS number: the user's default company, or none. */
  currentEntitlements(): TaskEither<ServiceError, CompanyEntitlements>;
  companyInfo(request: CompanyInfoRequest): TaskEither<ServiceError, CompanyInfo>;
  /** GET /entitlements/all: every company and product of the user (no selected company). */
  allEntitlements(): TaskEither<ServiceError, CompanyEntitlements>;
}

export interface ProductTerms {
  readonly appId: number;
  readonly productName: string;
  readonly duns: string | undefined;
  readonly title: string;
  readonly version: string;
  readonly status: 'accepted' | 'pending' | 'declined';
  readonly decidedAt: string | undefined;
  /** The current agreement's text, the one accepting agrees to; absent when the backend has none. */
  readonly agreementText?: string | undefined;
}

export interface LegalDocument {
  readonly code: string;
  readonly title: string;
  readonly url: string;
  readonly currentVersion: string;
  readonly acceptedVersion: string | undefined;
  readonly status: 'accepted' | 'pending';
  readonly acceptedAt: string | undefined;
}

export interface LegalTerms {
  readonly productTerms: readonly ProductTerms[];
  readonly legalDocuments: readonly LegalDocument[];
}

export interface ProductTermsDecision {
  readonly duns: string | undefined;
  readonly appId: number;
  readonly accepted: boolean;
}

export interface RecordedTermsDecision extends ProductTermsDecision {
  readonly version: string;
  readonly decidedAt: string;
  /** False after declining: the product stays closed (§8 "Declining terms: access unavailable"). */
  readonly accessAvailable: boolean;
}

export interface TermsGateway {
  legalTerms(): TaskEither<ServiceError, LegalTerms>;
  /** Accept or decline a product's licence agreement. */
  decideProductTerms(
    decision: ProductTermsDecision,
  ): TaskEither<ServiceError, RecordedTermsDecision>;
}

/** For which company a product opens: exactly one of a DUNS, no company, the pending DUNS. */
export type HandOffTarget =
  | { readonly kind: 'company'; readonly duns: string }
  | { readonly kind: 'noCompany' }
  | { readonly kind: 'pendingDuns' };

export interface ProductHandOffRequest {
  readonly applicationId: number;
  readonly target: HandOffTarget;
}

/** Where to send the user, or §8 "Declining terms: access unavailable". */
export type ProductHandOff =
  { readonly kind: 'open'; readonly url: string } | { readonly kind: 'termsNotAccepted' };

/** A deep link (spec §2 RelayState / payload) as the backend reads it. */
export interface DecodedDeepLink {
  readonly duns: string | undefined;
  readonly appId: number | undefined;
  readonly parameters: Readonly<Record<string, string>>;
}

export interface ProductHandOffs {
  /** POST /entitlements/getNavigateUrl. */
  navigateUrl(request: ProductHandOffRequest): TaskEither<ServiceError, ProductHandOff>;
  /** The Marketing Hub single-sign-on request → ssoUrl. */
  marketingHubSso(request: MarketingHubSsoRequest): TaskEither<ServiceError, ProductHandOff>;
  decodeDeepLink(payload: string): TaskEither<ServiceError, DecodedDeepLink>;
  /** GET /auth/accessSubscriptions: the URL that opens one of the user's subscriptions. */
  subscriptionUrl(subscriberNumber: string, appId: number): TaskEither<ServiceError, string>;
}

export interface Order {
  readonly orderNumber: string;
  readonly placedAt: string;
  readonly status: 'completed' | 'processing' | 'cancelled';
  readonly appId: number;
  readonly productName: string;
  readonly duns: string | undefined;
  readonly amount: string;
  readonly currency: string;
}

export interface Subscription {
  readonly subscriberNumber: string;
  readonly appId: number;
  readonly productName: string;
  readonly duns: string | undefined;
  readonly status: 'active' | 'cancelled' | 'expired';
  readonly startedAt: string;
  readonly renewsAt: string | undefined;
  readonly autoRenew: boolean;
  readonly price: string;
  readonly currency: string;
}

export interface PurchaseHistory {
  orders(): TaskEither<ServiceError, readonly Order[]>;
  subscriptions(): TaskEither<ServiceError, readonly Subscription[]>;
}
