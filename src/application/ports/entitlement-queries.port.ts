import type { TaskEither } from 'fp-ts/TaskEither';
import type { Company } from '../../domain/companies/company';
import type { SeniorityLevel } from '../../domain/companies/company-profile-access';
import type {
  CredibilityEntitlement,
  Entitlements,
  ProductLicenceAgreement,
  VboEntitlement,
} from '../../domain/entitlements/entitlements';
import type { ServiceError } from './service-error';

// The entitlement object of spec §3 and the calls that answer it (§7). DUNS numbers are 9-digit
// strings; "no DUNS" is undefined. Timestamps are ISO 8601 strings.

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

/**
 * A credit-file case, one entry of dfcEntitlements; a free DUNS application is one until it is
 * issued (D-GAD-ENTRY-1).
 */
export interface CreditFileCase {
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
  readonly dfcEntitlements: readonly CreditFileCase[];
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
