import type { Selectable } from 'kysely';
import type { CompaniesTable, CompanyRecordsTable } from '../db/company-tables';
import type { CompanyInfo, CredibilityEntitlement } from './entitlement-schemas';

/** Which entitlements an entitlement object covers. */
export type EntitlementScope =
  /** Every company of the user (GET /entitlements/all). */
  | { readonly kind: 'all' }
  /** One linked company, plus the products not tied to any company. */
  | { readonly kind: 'company'; readonly duns: string }
  /** No company: only the products not tied to any company (a user without companies). */
  | { readonly kind: 'noCompany' };

/** A product entitlement as stored: a trial keeps its end, not its days left. */
export interface StoredEntitlement {
  readonly appId: number;
  readonly productId: number | null;
  readonly productName: string;
  readonly duns: string | null;
  readonly status: string;
  readonly plaAccepted: boolean;
  /** Epoch seconds; null when the entitlement is not a trial. */
  readonly trialEndsAt: number | null;
  readonly assetsReady: boolean;
  readonly newFeature: boolean;
}

/** A credit-file case (spec §3 dfcEntitlements), created at epoch seconds. */
export interface CreditFileCase {
  readonly caseId: string;
  readonly duns: string | null;
  readonly productName: string;
  readonly status: string;
  readonly createdAt: number;
}

/** The user's free DUNS application not issued yet (D-API-7). */
export interface UnissuedApplication {
  readonly caseId: string;
  /** When it was submitted, or started while it is not complete. */
  readonly submittedAt: number;
  /** False while it was started without a ZIP Code and is not submitted (D-API-15). */
  readonly complete: boolean;
}

/** A company's address, and its record's columns, null where the directory has no record. */
export type StoredCompanyRecord = Selectable<CompaniesTable> & {
  readonly [Column in Exclude<keyof CompanyRecordsTable, 'duns'>]:
    Selectable<CompanyRecordsTable>[Column] | null;
};

/** A product the user holds, as far as opening it is concerned. */
export interface HeldProduct {
  readonly duns: string | null;
  readonly plaAccepted: boolean;
  readonly productName: string;
}

/**
 * The user's companies, products and cases (spec §3 entitlements), in SQLite or PostgreSQL. Reads
 * in a scope include the entitlements not tied to any company. Lists keep the order of insertion.
 */
export interface EntitlementRepository {
  /** The companies linked to the user, in no particular order. */
  linkedCompanies(userId: string): Promise<CompanyInfo[]>;
  isLinked(userId: string, duns: string): Promise<boolean>;
  products(userId: string, scope: EntitlementScope): Promise<StoredEntitlement[]>;
  credibilityEntitlements(
    userId: string,
    scope: EntitlementScope,
  ): Promise<CredibilityEntitlement[]>;
  creditFileCases(userId: string, scope: EntitlementScope): Promise<CreditFileCase[]>;
  /** The DUNS numbers of the user's entitlements that are not pending, each once, sorted. */
  associatedDuns(userId: string): Promise<string[]>;
  hasPendingEntitlement(userId: string): Promise<boolean>;
  isCreditSignalMigrated(userId: string): Promise<boolean>;
  unissuedApplication(userId: string): Promise<UnissuedApplication | undefined>;
  /** The text of a product's licence agreement, if one is published. */
  agreementText(appId: number): Promise<string | undefined>;
  companyRecord(duns: string): Promise<StoredCompanyRecord | undefined>;
  /**
   * The user's entitlements to application `appId`: for a company (that company's, or one not tied
   * to any company), or, without `duns`, for any company or none. Company-tied ones come first.
   */
  heldProducts(userId: string, appId: number, duns: string | undefined): Promise<HeldProduct[]>;
  /**
   * The product was opened: its news (assets ready, new feature) has been seen (D-DASH-7). For one
   * company's entitlement, or the ones not tied to a company when `duns` is undefined.
   */
  markProductOpened(userId: string, appId: number, duns: string | undefined): Promise<void>;
  /** Whether the user has a product whose licence agreement is not accepted, for any company. */
  hasAgreementOpen(userId: string, appId: number, productId: number): Promise<boolean>;
}
