import { Type, type Static, type TSchema } from 'typebox';
import { DunsNumber, IsoTimestamp, OptionalDuns } from '../http/schemas';

export const CompanyInfo = Type.Object({
  dunsNumber: DunsNumber,
  businessName: Type.String(),
  role: Type.String({ description: "the user's role at the company: 'director' or 'member'" }),
  encryptedDuns: Type.Optional(
    Type.String({
      description:
        'the DUNS number sealed by this server, for the calls that take `encrypted_duns` (entitleFreemium)',
    }),
  ),
});
export type CompanyInfo = Static<typeof CompanyInfo>;

export const ProductEntitlement = Type.Object({
  appId: Type.Integer(),
  productId: Type.Union([Type.Integer(), Type.Null()]),
  product_name: Type.String(),
  dunsNumber: OptionalDuns,
  status: Type.String({
    description:
      "'active', 'pending' (waiting for a DUNS number), 'trial' or 'expired' (a trial that ended)",
  }),
  plaAccepted: Type.Boolean({
    description: "whether the user accepted the product's licence agreement",
  }),
  trialDaysLeft: Type.Optional(
    Type.Integer({
      minimum: 0,
      description: 'only on trials: whole days left, rounded up; 0 once ended',
    }),
  ),
  assetsReady: Type.Boolean({
    description:
      'the product has made assets (seal, logo, diploma) the user has not fetched yet: cleared when the product is opened',
  }),
  newFeature: Type.Boolean({
    description:
      'the product gained a feature since the user last opened it: cleared when the product is opened',
  }),
});
export type ProductEntitlement = Static<typeof ProductEntitlement>;

export const CredibilityEntitlement = Type.Object({
  type: Type.String({
    description: "e.g. 'legacy_found', or 'pending_duns' while a DUNS number is created",
  }),
  displayDuns: Type.String({ description: "the DUNS number shown, '' while pending" }),
  title: Type.String(),
});
export type CredibilityEntitlement = Static<typeof CredibilityEntitlement>;

export const DfcEntitlement = Type.Object({
  caseId: Type.String(),
  dunsNumber: OptionalDuns,
  productName: Type.String(),
  status: Type.String({
    description:
      "'pending', 'processing' or 'issued'; a free DUNS application's case is 'notComplete' while it was started without a ZIP Code and is not submitted",
  }),
  createdAt: IsoTimestamp,
});

export const Pla = Type.Object({
  accepted_tos: Type.Boolean({
    description: 'every product in scope has its licence agreement accepted',
  }),
  pla_content: Type.String({
    description:
      "the text of the first agreement still to accept, else of the first accepted one; '' without products",
  }),
});

/** The entitlement object of spec §3. */
export const EntitlementObject = Type.Object({
  selectedDuns: Type.Union([DunsNumber, Type.Null()], {
    description: 'the company this object is for; null for all companies or when the user has none',
  }),
  companyInfo: Type.Array(CompanyInfo, {
    description: "all of the user's companies, by business name",
  }),
  credibilityEntitlements: Type.Array(CredibilityEntitlement),
  vboEntitlements: Type.Array(ProductEntitlement),
  vboAssociatedDuns: Type.Array(DunsNumber, {
    description: 'every DUNS number the user has a product for',
  }),
  dfcEntitlements: Type.Array(DfcEntitlement),
  pla: Pla,
  isPendingOwlEntitlementsAvailable: Type.Boolean({
    description: 'the user has a product waiting for a DUNS number (status pending)',
  }),
  isCreditSignalMigrated: Type.Boolean({
    description:
      "the user's CreditSignal account moved to this portal: the portal explains the move once",
  }),
});
export type EntitlementObject = Static<typeof EntitlementObject>;

/** An amount of money: a decimal string with two places and its ISO 4217 currency. */
export const Money = Type.Object({
  amount: Type.String({ pattern: '^\\d+\\.\\d{2}$', description: 'decimal amount, two places' }),
  currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' }),
});
export type Money = Static<typeof Money>;

/** A value the record may not hold: null is "not available" (a count of 0 is a value). */
const OrNull = <T extends TSchema>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });

const Count = (description: string) => OrNull(Type.Integer({ minimum: 0 }), description);
const Year = (description: string) =>
  OrNull(Type.Integer({ minimum: 1600, maximum: 9999 }), description);

/**
 * The company record of spec §3, with the §2 company fields that §3 does not list (D-PROFILE-1):
 * stateIncorporated to currentPrincipals in profileDetails, the filings and payments in their own
 * group.
 */
export const CompanyRecord = Type.Object({
  mapDetails: Type.Object({
    countryCode: Type.String(),
    countryName: Type.String(),
    postalCode: Type.String(),
    streetAddress: Type.String(),
    territory: Type.String(),
    town: Type.String(),
    buildingName: Type.String(),
  }),
  profileDetails: Type.Object({
    companyProfileUrl: Type.String(),
    countryName: Type.String(),
    dunsNumber: Type.String({ description: "nine digits; '' for the pending placeholder" }),
    industryDescription: Type.String(),
    legalForm: Type.String(),
    ownership: Type.String(),
    principal: Type.String(),
    standaloneIndicator: Type.Boolean(),
    telephoneNumber: Type.String(),
    website: Type.String(),
    stateIncorporated: Type.String({
      description:
        "where the company was incorporated (a state or jurisdiction); '' when not known",
    }),
    annualSales: OrNull(Money, 'annual sales; null when not known'),
    employees: Count('number of employees; null when not known'),
    yearIncorporated: Year('null when not known'),
    yearStarted: Year('the year the business started; null when not known'),
    currentPrincipals: Type.Array(Type.String(), {
      description: "each 'Name, Title'; empty when none is known",
    }),
  }),
  scoring: Type.Object({
    delinquency: Type.Number(),
    financialStress: Type.Number(),
    financialStressNationalPercentile: Type.Number(),
    paydex: Type.Number(),
    serRating: Type.Number(),
  }),
  summary: Type.Object({
    bankruptcyIndicator: Type.Boolean(),
    businessName: Type.String(),
    locationType: Type.String(),
    operatingStatus: Type.String(),
    reportDate: Type.String({
      description: "the record's last update, an ISO 8601 date (YYYY-MM-DD); '' when not known",
    }),
    tradeName: Type.String(),
  }),
  paymentsAndFilings: Type.Object({
    courtJudgements: Count('court judgements on record; null when not known'),
    mortgagesAndCharges: Count('mortgages and charges registered; null when not known'),
    tradePaymentsHighestPastDue: OrNull(
      Money,
      'trade payments: the highest amount past due; null when not known',
    ),
  }),
});
export type CompanyRecord = Static<typeof CompanyRecord>;

/** getCompanyInfo: the entitlement object of the company plus its company record. */
export const CompanyInfoAnswer = Type.Object({
  ...EntitlementObject.properties,
  companyDetails: CompanyRecord,
});

export const AssignedAnswer = Type.Object({
  entitlements: Type.Array(
    Type.Object({
      appId: Type.Integer(),
      productId: Type.Union([Type.Integer(), Type.Null()]),
      product_name: Type.String(),
      dunsNumber: OptionalDuns,
      businessName: Type.Union([Type.String(), Type.Null()]),
      status: Type.String(),
      plaAccepted: Type.Boolean(),
      trialDaysLeft: Type.Optional(Type.Integer({ minimum: 0 })),
    }),
  ),
});
