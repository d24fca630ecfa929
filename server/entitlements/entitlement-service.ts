import { epochSeconds, type Clock, isoAt } from '../clock';
import { applicationStatusAt } from '../get-a-duns/duns-applications';
import { compareCompanies } from './company-order';
import { companyRecordOf } from './company-record';
import type {
  EntitlementRepository,
  EntitlementScope,
  HeldProduct,
  StoredEntitlement,
} from './entitlement-repository';
import type {
  CompanyInfo,
  CompanyRecord,
  EntitlementObject,
  ProductEntitlement,
} from './entitlement-schemas';
import { trialDaysLeft } from './trials';

/** Seals a DUNS number for the calls that take `encrypted_duns` (server/get-a-duns/duns-cipher.ts). */
export type DunsSealer = (dunsNumber: string) => string;

/**
 * Brings the user's clock-driven events up to date before their entitlements are read (an
 * Associate-a-DUNS association whose business day has passed is resolved then, D-ASSOC-1).
 */
export type BringUpToDate = (userId: string) => void | Promise<void>;

/** The product name of a free DUNS application's case, as the seeded cases name it. */
const FREE_DUNS_PRODUCT_NAME = 'Free DUNS number';

const alreadyUpToDate: BringUpToDate = () => undefined;

/** A stored entitlement as the portal reads it: a trial with its days left, or expired. */
const productEntitlementOf = (row: StoredEntitlement, now: number): ProductEntitlement => {
  const base = {
    appId: row.appId,
    productId: row.productId,
    product_name: row.productName,
    dunsNumber: row.duns,
    status: row.status,
    plaAccepted: row.plaAccepted,
    assetsReady: row.assetsReady,
    newFeature: row.newFeature,
  };
  if (row.trialEndsAt === null) return base;
  const daysLeft = trialDaysLeft(row.trialEndsAt, now);
  return { ...base, status: daysLeft > 0 ? 'trial' : 'expired', trialDaysLeft: daysLeft };
};

/** The user's companies and entitlements as spec §3 states them, read after `bringUpToDate`. */
export class EntitlementService {
  /**
   * Without `sealDuns` the companies carry no `encryptedDuns` (the service's own tests); the routes
   * always give it, and `bringUpToDate`, which each public read calls first.
   */
  constructor(
    private readonly entitlements: EntitlementRepository,
    private readonly clock: Clock,
    private readonly sealDuns?: DunsSealer,
    private readonly bringUpToDate: BringUpToDate = alreadyUpToDate,
  ) {}

  /** The user's companies, sorted by business name ignoring case (spec §4). */
  async companiesOf(userId: string): Promise<CompanyInfo[]> {
    await this.bringUpToDate(userId);
    return this.linkedCompanies(userId);
  }

  private async linkedCompanies(userId: string): Promise<CompanyInfo[]> {
    const companies = await this.entitlements.linkedCompanies(userId);
    companies.sort(compareCompanies);
    const seal = this.sealDuns;
    return seal === undefined
      ? companies
      : companies.map((company) => ({ ...company, encryptedDuns: seal(company.dunsNumber) }));
  }

  async isLinked(userId: string, duns: string): Promise<boolean> {
    await this.bringUpToDate(userId);
    return this.entitlements.isLinked(userId, duns);
  }

  /** The scope of a request without a DUNS: the first company of the sorted list, else none. */
  async defaultScope(userId: string): Promise<EntitlementScope> {
    const [first] = await this.companiesOf(userId);
    return first ? { kind: 'company', duns: first.dunsNumber } : { kind: 'noCompany' };
  }

  /** GET /entitlements/all: every company and product of the user. */
  forUser(userId: string): Promise<EntitlementObject> {
    return this.entitlementObject(userId, { kind: 'all' });
  }

  /** The user's products in `scope`, trials with their days left (DUNS-less ones are in every scope). */
  async productsOf(userId: string, scope: EntitlementScope): Promise<ProductEntitlement[]> {
    await this.bringUpToDate(userId);
    return this.productsInScope(userId, scope);
  }

  private async productsInScope(
    userId: string,
    scope: EntitlementScope,
  ): Promise<ProductEntitlement[]> {
    const now = epochSeconds(this.clock);
    const rows = await this.entitlements.products(userId, scope);
    return rows.map((row) => productEntitlementOf(row, now));
  }

  async entitlementObject(userId: string, scope: EntitlementScope): Promise<EntitlementObject> {
    await this.bringUpToDate(userId);
    const [
      vboEntitlements,
      credibility,
      cases,
      associated,
      pending,
      migrated,
      companies,
      applying,
    ] = await Promise.all([
      this.productsInScope(userId, scope),
      this.entitlements.credibilityEntitlements(userId, scope),
      this.entitlements.creditFileCases(userId, scope),
      // A pending association's company is not the user's yet (D-ASSOC-1): the portal shows
      // the "(Company pending)" placeholder for it, from isPendingOwlEntitlementsAvailable.
      this.entitlements.associatedDuns(userId),
      this.entitlements.hasPendingEntitlement(userId),
      this.entitlements.isCreditSignalMigrated(userId),
      this.linkedCompanies(userId),
      this.applicationInProgress(userId),
    ]);
    return {
      selectedDuns: scope.kind === 'company' ? scope.duns : null,
      companyInfo: companies,
      credibilityEntitlements: credibility,
      vboEntitlements,
      vboAssociatedDuns: associated,
      dfcEntitlements: [
        ...cases.map((row) => ({
          caseId: row.caseId,
          dunsNumber: row.duns,
          productName: row.productName,
          status: row.status,
          createdAt: isoAt(row.createdAt),
        })),
        ...applying,
      ],
      pla: await this.plaOf(vboEntitlements),
      isPendingOwlEntitlementsAvailable: pending,
      isCreditSignalMigrated: migrated,
    };
  }

  /**
   * The user's free DUNS application (getNewDFCCase, D-API-7) as a credit-file case while it is
   * not issued (D-GAD-ENTRY-1), `notComplete` while started without a ZIP Code (D-API-15); once
   * issued its company is in companyInfo instead. DUNS-less, so in every scope, like the seeded
   * DUNS-less cases.
   */
  private async applicationInProgress(
    userId: string,
  ): Promise<EntitlementObject['dfcEntitlements']> {
    const application = await this.entitlements.unissuedApplication(userId);
    if (!application) return [];
    const status = application.complete
      ? applicationStatusAt(application.submittedAt, epochSeconds(this.clock))
      : 'notComplete';
    // Due but not issued yet: only when nothing brought the user up to date (the service's own
    // tests); the case is then no longer "in progress".
    if (status === 'issued') return [];
    return [
      {
        caseId: application.caseId,
        dunsNumber: null,
        productName: FREE_DUNS_PRODUCT_NAME,
        status,
        createdAt: isoAt(application.submittedAt),
      },
    ];
  }

  /** The licence agreement in scope: accepted when every product's is; the text to show next. */
  private async plaOf(products: readonly ProductEntitlement[]): Promise<EntitlementObject['pla']> {
    const toAccept = products.find((product) => !product.plaAccepted);
    const shown = toAccept ?? products[0];
    if (!shown) return { accepted_tos: true, pla_content: '' };
    const content = await this.entitlements.agreementText(shown.appId);
    return {
      accepted_tos: toAccept === undefined,
      pla_content: content ?? `Terms of use of ${shown.product_name}.`,
    };
  }

  /** The company record of spec §3 for a company in the directory, or undefined. */
  async companyRecord(duns: string, publicUrl: string): Promise<CompanyRecord | undefined> {
    const row = await this.entitlements.companyRecord(duns);
    return row && companyRecordOf(row, publicUrl);
  }

  /** The user's entitlements to an application (EntitlementRepository.heldProducts). */
  heldProducts(userId: string, appId: number, duns: string | undefined): Promise<HeldProduct[]> {
    return this.entitlements.heldProducts(userId, appId, duns);
  }

  /** The product was opened: its news has been seen (D-DASH-7). */
  markProductOpened(userId: string, appId: number, duns: string | undefined): Promise<void> {
    return this.entitlements.markProductOpened(userId, appId, duns);
  }

  /** Whether a product of the user waits for its licence agreement, for any company. */
  hasAgreementOpen(userId: string, appId: number, productId: number): Promise<boolean> {
    return this.entitlements.hasAgreementOpen(userId, appId, productId);
  }
}
