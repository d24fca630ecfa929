import { Type } from 'typebox';
import type { Db } from '../db/database';
import { rowShape } from '../db/rows';
import { epochSeconds, type Clock } from '../clock';
import { compareCompanies } from './company-order';
import {
  CompanyInfo,
  CredibilityEntitlement,
  type CompanyRecord,
  type EntitlementObject,
  type Money,
  type ProductEntitlement,
} from './entitlement-schemas';
import { formatAmount } from '../purchases/purchase-history';
import { applicationStatusAt } from '../gad/duns-applications';

export { CompanyInfo, EntitlementObject, ProductEntitlement } from './entitlement-schemas';

/** Which entitlements an entitlement object covers. */
export type EntitlementScope =
  /** Every company of the user (GET /entitlements/all). */
  | { readonly kind: 'all' }
  /** One linked company, plus the products not tied to any company. */
  | { readonly kind: 'company'; readonly duns: string }
  /** No company: only the products not tied to any company (a user without companies). */
  | { readonly kind: 'noCompany' };

export const SECONDS_PER_DAY = 86_400;

const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

const EntitlementRow = rowShape(
  'EntitlementRow',
  Type.Object({
    app_id: Type.Integer(),
    product_id: NullableInteger,
    product_name: Type.String(),
    duns: NullableString,
    status: Type.String(),
    pla_accepted: Type.Integer(),
    trial_ends_at: NullableInteger,
    assets_ready: Type.Integer(),
    new_feature: Type.Integer(),
  }),
);
/** A linked company, selected with its columns renamed to CompanyInfo's members. */
const CompanyInfoRow = rowShape('CompanyInfo', CompanyInfo);
/** A credibility entitlement, selected with its columns renamed to the schema's members. */
const CredibilityRow = rowShape('CredibilityEntitlement', CredibilityEntitlement);
const DfcRow = rowShape(
  'DfcRow',
  Type.Object({
    case_id: Type.String(),
    duns: NullableString,
    product_name: Type.String(),
    status: Type.String(),
    created_at: Type.Integer(),
  }),
);
const DunsRow = rowShape('DunsRow', Type.Object({ duns: Type.String() }));
const MigratedRow = rowShape(
  'MigratedRow',
  Type.Object({ credit_signal_migrated: Type.Integer() }),
);
const ApplicationInProgressRow = rowShape(
  'ApplicationInProgressRow',
  Type.Object({ case_id: Type.String(), submitted_at: Type.Integer() }),
);
const TermsContentRow = rowShape('TermsContentRow', Type.Object({ content: Type.String() }));
const HeldProductRow = rowShape(
  'HeldProductRow',
  Type.Object({ duns: NullableString, pla_accepted: Type.Integer(), product_name: Type.String() }),
);

const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  IE: 'Ireland',
  CZ: 'Czech Republic',
  CH: 'Switzerland',
  HU: 'Hungary',
  PL: 'Poland',
  SI: 'Slovenia',
  SE: 'Sweden',
  DK: 'Denmark',
  NO: 'Norway',
  FI: 'Finland',
};

export const countryNameOf = (countryCode: string): string =>
  COUNTRY_NAMES[countryCode] ?? countryCode;

/** Whole days left of a trial ending at `endsAt` (epoch seconds), rounded up; never negative. */
export const trialDaysLeft = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / SECONDS_PER_DAY));

export const PENDING_COMPANY_NAME = '(Company pending)';

/** Spec §3: "A placeholder company has empty values and the name "(Company pending)"." */
export const pendingPlaceholderRecord: CompanyRecord = {
  mapDetails: {
    countryCode: '',
    countryName: '',
    postalCode: '',
    streetAddress: '',
    territory: '',
    town: '',
    buildingName: '',
  },
  profileDetails: {
    companyProfileUrl: '',
    countryName: '',
    dunsNumber: '',
    industryDescription: '',
    legalForm: '',
    ownership: '',
    principal: '',
    standaloneIndicator: false,
    telephoneNumber: '',
    website: '',
    stateIncorporated: '',
    annualSales: null,
    employees: null,
    yearIncorporated: null,
    yearStarted: null,
    currentPrincipals: [],
  },
  scoring: {
    delinquency: 0,
    financialStress: 0,
    financialStressNationalPercentile: 0,
    paydex: 0,
    serRating: 0,
  },
  summary: {
    bankruptcyIndicator: false,
    businessName: PENDING_COMPANY_NAME,
    locationType: '',
    operatingStatus: '',
    reportDate: '',
    tradeName: '',
  },
  paymentsAndFilings: {
    courtJudgements: null,
    mortgagesAndCharges: null,
    tradePaymentsHighestPastDue: null,
  },
};

/** Seals a DUNS number for the calls that take `encrypted_duns` (server/gad/duns-cipher.ts). */
export type DunsSealer = (dunsNumber: string) => string;

/**
 * Brings the user's clock-driven events up to date before their entitlements are read (an
 * Associate-a-DUNS association whose business day has passed is resolved then, D-ASSOC-1).
 */
export type BringUpToDate = (userId: string) => void;

/** The product name of a free DUNS application's case, as the seeded cases name it. */
const FREE_DUNS_PRODUCT_NAME = 'Free DUNS number';

const alreadyUpToDate: BringUpToDate = () => undefined;

export class EntitlementRepository {
  /**
   * Without `sealDuns` the companies carry no `encryptedDuns` (the repository's own tests); the
   * routes always give it, and `bringUpToDate`, which each public read calls first.
   */
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sealDuns?: DunsSealer,
    private readonly bringUpToDate: BringUpToDate = alreadyUpToDate,
  ) {}

  /** The user's companies, sorted by business name ignoring case (spec §4). */
  companiesOf(userId: string): CompanyInfo[] {
    this.bringUpToDate(userId);
    return this.linkedCompanies(userId);
  }

  private linkedCompanies(userId: string): CompanyInfo[] {
    const companies = CompanyInfoRow.all(
      this.db
        .prepare(
          `SELECT c.duns AS dunsNumber, c.business_name AS businessName, uc.role AS role
           FROM user_companies uc JOIN companies c ON c.duns = uc.duns WHERE uc.user_id = ?`,
        )
        .all(userId),
    );
    companies.sort(compareCompanies);
    const seal = this.sealDuns;
    return seal === undefined
      ? companies
      : companies.map((company) => ({ ...company, encryptedDuns: seal(company.dunsNumber) }));
  }

  isLinked(userId: string, duns: string): boolean {
    this.bringUpToDate(userId);
    return (
      this.db
        .prepare('SELECT 1 FROM user_companies WHERE user_id = ? AND duns = ?')
        .get(userId, duns) !== undefined
    );
  }

  /** The scope of a request without a DUNS: the first company of the sorted list, else none. */
  defaultScope(userId: string): EntitlementScope {
    const first = this.companiesOf(userId)[0];
    return first ? { kind: 'company', duns: first.dunsNumber } : { kind: 'noCompany' };
  }

  /** GET /entitlements/all: every company and product of the user. */
  forUser(userId: string): EntitlementObject {
    return this.entitlementObject(userId, { kind: 'all' });
  }

  /** The user's products in `scope`, trials with their days left (DUNS-less ones are in every scope). */
  productsOf(userId: string, scope: EntitlementScope): ProductEntitlement[] {
    this.bringUpToDate(userId);
    return this.productsInScope(userId, scope);
  }

  private productsInScope(userId: string, scope: EntitlementScope): ProductEntitlement[] {
    const now = epochSeconds(this.clock);
    const rows = EntitlementRow.all(
      this.db
        .prepare(
          `SELECT app_id, product_id, product_name, duns, status, pla_accepted, trial_ends_at, assets_ready,
             new_feature FROM entitlements
           WHERE user_id = @userId AND (@all = 1 OR duns IS NULL OR duns = @duns) ORDER BY id`,
        )
        .all(scopeParameters(userId, scope)),
    );
    return rows.map((row) => {
      const base = {
        appId: row.app_id,
        productId: row.product_id,
        product_name: row.product_name,
        dunsNumber: row.duns,
        status: row.status,
        plaAccepted: row.pla_accepted === 1,
        assetsReady: row.assets_ready === 1,
        newFeature: row.new_feature === 1,
      };
      if (row.trial_ends_at === null) return base;
      const daysLeft = trialDaysLeft(row.trial_ends_at, now);
      return { ...base, status: daysLeft > 0 ? 'trial' : 'expired', trialDaysLeft: daysLeft };
    });
  }

  entitlementObject(userId: string, scope: EntitlementScope): EntitlementObject {
    this.bringUpToDate(userId);
    const parameters = scopeParameters(userId, scope);
    const vboEntitlements = this.productsInScope(userId, scope);
    const credibilityEntitlements = CredibilityRow.all(
      this.db
        .prepare(
          `SELECT type, display_duns AS displayDuns, title FROM credibility_entitlements
           WHERE user_id = @userId AND (@all = 1 OR duns IS NULL OR duns = @duns) ORDER BY id`,
        )
        .all(parameters),
    );
    const dfcRows = DfcRow.all(
      this.db
        .prepare(
          `SELECT case_id, duns, product_name, status, created_at FROM dfc_entitlements
           WHERE user_id = @userId AND (@all = 1 OR duns IS NULL OR duns = @duns) ORDER BY id`,
        )
        .all(parameters),
    );
    // A pending association's company is not the user's yet (D-ASSOC-1): the portal shows the
    // "(Company pending)" placeholder for it, from isPendingOwlEntitlementsAvailable, instead.
    const associated = DunsRow.all(
      this.db
        .prepare(
          `SELECT DISTINCT duns FROM entitlements
           WHERE user_id = ? AND duns IS NOT NULL AND status <> 'pending' ORDER BY duns`,
        )
        .all(userId),
    );
    const pending = this.db
      .prepare(`SELECT 1 FROM entitlements WHERE user_id = ? AND status = 'pending' LIMIT 1`)
      .get(userId);
    const migrated = MigratedRow.one(
      this.db.prepare('SELECT credit_signal_migrated FROM users WHERE id = ?').get(userId),
    );
    return {
      selectedDuns: scope.kind === 'company' ? scope.duns : null,
      companyInfo: this.linkedCompanies(userId),
      credibilityEntitlements,
      vboEntitlements,
      vboAssociatedDuns: associated.map((row) => row.duns),
      dfcEntitlements: [
        ...dfcRows.map((row) => ({
          caseId: row.case_id,
          dunsNumber: row.duns,
          productName: row.product_name,
          status: row.status,
          createdAt: new Date(row.created_at * 1000).toISOString(),
        })),
        ...this.applicationInProgress(userId),
      ],
      pla: this.plaOf(vboEntitlements),
      isPendingOwlEntitlementsAvailable: pending !== undefined,
      isCreditSignalMigrated: migrated?.credit_signal_migrated === 1,
    };
  }

  /**
   * The user's free DUNS application (getNewDFCCase, D-API-7) as a credit-file case while it is
   * not issued (D-GAD-ENTRY-1); once issued its company is in companyInfo instead. DUNS-less, so
   * in every scope, like the seeded DUNS-less cases.
   */
  private applicationInProgress(userId: string): EntitlementObject['dfcEntitlements'] {
    const row = ApplicationInProgressRow.one(
      this.db
        .prepare(
          'SELECT case_id, submitted_at FROM gad_duns_applications WHERE user_id = ? AND duns IS NULL',
        )
        .get(userId),
    );
    if (!row) return [];
    const status = applicationStatusAt(row.submitted_at, epochSeconds(this.clock));
    // Due but not issued yet: only when nothing brought the user up to date (the repository's own
    // tests); the case is then no longer "in progress".
    if (status === 'issued') return [];
    return [
      {
        caseId: row.case_id,
        dunsNumber: null,
        productName: FREE_DUNS_PRODUCT_NAME,
        status,
        createdAt: new Date(row.submitted_at * 1000).toISOString(),
      },
    ];
  }

  /** The licence agreement in scope: accepted when every product's is; the text to show next. */
  private plaOf(products: readonly ProductEntitlement[]): EntitlementObject['pla'] {
    const toAccept = products.find((product) => !product.plaAccepted);
    const shown = toAccept ?? products[0];
    if (!shown) return { accepted_tos: true, pla_content: '' };
    const terms = TermsContentRow.one(
      this.db.prepare('SELECT content FROM product_terms WHERE app_id = ?').get(shown.appId),
    );
    return {
      accepted_tos: toAccept === undefined,
      pla_content: terms?.content ?? `Terms of use of ${shown.product_name}.`,
    };
  }

  /** The company record of spec §3 for a company in the directory, or undefined. */
  companyRecord(duns: string, publicUrl: string): CompanyRecord | undefined {
    const row = CompanyRow.one(
      this.db
        .prepare(
          `SELECT c.duns, c.business_name, c.trade_name, c.street_address, c.town, c.territory, c.postal_code,
             c.country_code, r.country_name, r.building_name, r.industry_description, r.legal_form, r.ownership,
             r.principal, r.standalone_indicator, r.telephone_number, r.website, r.delinquency, r.financial_stress,
             r.financial_stress_percentile, r.paydex, r.ser_rating, r.bankruptcy_indicator, r.location_type,
             r.operating_status, r.report_date, r.state_incorporated, r.annual_sales_cents, r.annual_sales_currency,
             r.employees, r.year_incorporated, r.year_started, r.current_principals, r.court_judgements,
             r.mortgages_and_charges, r.highest_past_due_cents, r.highest_past_due_currency
           FROM companies c LEFT JOIN company_records r ON r.duns = c.duns WHERE c.duns = ?`,
        )
        .get(duns),
    );
    if (!row) return undefined;
    const countryName =
      row.country_name !== null && row.country_name !== ''
        ? row.country_name
        : countryNameOf(row.country_code);
    return {
      mapDetails: {
        countryCode: row.country_code,
        countryName,
        postalCode: row.postal_code,
        streetAddress: row.street_address,
        territory: row.territory,
        town: row.town,
        buildingName: row.building_name ?? '',
      },
      profileDetails: {
        companyProfileUrl: `${publicUrl}/companyDetails?duns=${row.duns}`,
        countryName,
        dunsNumber: row.duns,
        industryDescription: row.industry_description ?? '',
        legalForm: row.legal_form ?? '',
        ownership: row.ownership ?? '',
        principal: row.principal ?? '',
        standaloneIndicator: (row.standalone_indicator ?? 1) === 1,
        telephoneNumber: row.telephone_number ?? '',
        website: row.website ?? '',
        stateIncorporated: row.state_incorporated ?? '',
        annualSales: moneyOf(row.annual_sales_cents, row.annual_sales_currency),
        employees: row.employees,
        yearIncorporated: row.year_incorporated,
        yearStarted: row.year_started,
        currentPrincipals: principalsOf(row.current_principals),
      },
      scoring: {
        delinquency: row.delinquency ?? 0,
        financialStress: row.financial_stress ?? 0,
        financialStressNationalPercentile: row.financial_stress_percentile ?? 0,
        paydex: row.paydex ?? 0,
        serRating: row.ser_rating ?? 0,
      },
      summary: {
        bankruptcyIndicator: row.bankruptcy_indicator === 1,
        businessName: row.business_name,
        locationType: row.location_type ?? '',
        operatingStatus: row.operating_status ?? '',
        reportDate: row.report_date ?? '',
        tradeName: row.trade_name,
      },
      paymentsAndFilings: {
        courtJudgements: row.court_judgements,
        mortgagesAndCharges: row.mortgages_and_charges,
        tradePaymentsHighestPastDue: moneyOf(
          row.highest_past_due_cents,
          row.highest_past_due_currency,
        ),
      },
    };
  }
}

/** An amount kept as whole cents with its currency; either part missing is no amount. */
const moneyOf = (cents: number | null, currency: string | null): Money | null =>
  cents === null || currency === null || currency === ''
    ? null
    : { amount: formatAmount(cents), currency };

/** The JSON array of "Name, Title" strings (the column's CHECK keeps it an array). */
const principalsOf = (json: string | null): string[] => {
  const parsed: unknown = JSON.parse(json ?? '[]');
  return Array.isArray(parsed)
    ? parsed.filter((entry): entry is string => typeof entry === 'string')
    : [];
};

const CompanyRow = rowShape(
  'CompanyRow',
  Type.Object({
    duns: Type.String(),
    business_name: Type.String(),
    trade_name: Type.String(),
    street_address: Type.String(),
    town: Type.String(),
    territory: Type.String(),
    postal_code: Type.String(),
    country_code: Type.String(),
    // The company_records columns are null when the directory has no record for the company.
    country_name: NullableString,
    building_name: NullableString,
    industry_description: NullableString,
    legal_form: NullableString,
    ownership: NullableString,
    principal: NullableString,
    standalone_indicator: NullableInteger,
    telephone_number: NullableString,
    website: NullableString,
    delinquency: NullableInteger,
    financial_stress: NullableInteger,
    financial_stress_percentile: NullableInteger,
    paydex: NullableInteger,
    ser_rating: NullableInteger,
    bankruptcy_indicator: NullableInteger,
    location_type: NullableString,
    operating_status: NullableString,
    report_date: NullableString,
    state_incorporated: NullableString,
    annual_sales_cents: NullableInteger,
    annual_sales_currency: NullableString,
    employees: NullableInteger,
    year_incorporated: NullableInteger,
    year_started: NullableInteger,
    current_principals: NullableString,
    court_judgements: NullableInteger,
    mortgages_and_charges: NullableInteger,
    highest_past_due_cents: NullableInteger,
    highest_past_due_currency: NullableString,
  }),
);

const scopeParameters = (
  userId: string,
  scope: EntitlementScope,
): { userId: string; all: number; duns: string | null } => ({
  userId,
  all: scope.kind === 'all' ? 1 : 0,
  duns: scope.kind === 'company' ? scope.duns : null,
});

/**
 * The product was opened: its news (assets ready, new feature) has been seen (D-DASH-7). For one
 * company's entitlement, or the ones not tied to a company when `duns` is undefined.
 */
export const markProductOpened = (
  db: Db,
  userId: string,
  appId: number,
  duns: string | undefined,
): void => {
  db.prepare(
    `UPDATE entitlements SET assets_ready = 0, new_feature = 0
     WHERE user_id = @userId AND app_id = @appId AND duns IS @duns`,
  ).run({ userId, appId, duns: duns ?? null });
};

/** A product the user holds, as far as opening it is concerned. */
export interface HeldProduct {
  readonly duns: string | null;
  readonly plaAccepted: boolean;
  readonly productName: string;
}

/**
 * The user's entitlements to application `appId`: for a company (its own or one not tied to any
 * company), or — without `duns` — for any company or none. Company-tied ones come first.
 */
export const heldProducts = (
  db: Db,
  userId: string,
  appId: number,
  duns: string | undefined,
): HeldProduct[] => {
  const rows = HeldProductRow.all(
    db
      .prepare(
        `SELECT duns, pla_accepted, product_name FROM entitlements
         WHERE user_id = @userId AND app_id = @appId AND (@any = 1 OR duns IS NULL OR duns = @duns)
         ORDER BY duns IS NULL, id`,
      )
      .all({ userId, appId, any: duns === undefined ? 1 : 0, duns: duns ?? null }),
  );
  return rows.map((row) => ({
    duns: row.duns,
    plaAccepted: row.pla_accepted === 1,
    productName: row.product_name,
  }));
};
