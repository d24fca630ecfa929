import * as t from 'io-ts';
import { DunsCodec } from './duns.codec';

// Wire types of the entitlements calls (server/entitlements/entitlement-schemas.ts (and the terms, hand-off and purchases schemas beside their routes)), decoding only what the
// portal uses. The adapter maps them to the port's types.

const OptionalDuns = t.union([DunsCodec, t.null]);
const NullableString = t.union([t.string, t.null]);

const ProductStatusCodec = t.keyof({ active: null, pending: null, trial: null, expired: null });

const ProductEntitlementCodec = t.intersection([
  t.type({
    appId: t.number,
    productId: t.union([t.number, t.null]),
    product_name: t.string,
    dunsNumber: OptionalDuns,
    status: ProductStatusCodec,
    plaAccepted: t.boolean,
  }),
  // Optional on the wire for older backends: absent means no news.
  t.partial({ trialDaysLeft: t.number, assetsReady: t.boolean, newFeature: t.boolean }),
]);
export type ProductEntitlementDto = t.TypeOf<typeof ProductEntitlementCodec>;

export const EntitlementObjectCodec = t.intersection([
  t.type({
    selectedDuns: OptionalDuns,
    companyInfo: t.array(
      t.intersection([
        t.type({ dunsNumber: DunsCodec, businessName: t.string, role: t.string }),
        t.partial({ encryptedDuns: t.string }),
      ]),
    ),
    credibilityEntitlements: t.array(
      t.type({ type: t.string, displayDuns: t.string, title: t.string }),
    ),
    vboEntitlements: t.array(ProductEntitlementCodec),
    vboAssociatedDuns: t.array(DunsCodec),
    dfcEntitlements: t.array(
      t.type({
        caseId: t.string,
        dunsNumber: OptionalDuns,
        productName: t.string,
        status: t.keyof({ notComplete: null, pending: null, processing: null, issued: null }),
        createdAt: t.string,
      }),
    ),
    pla: t.type({ accepted_tos: t.boolean, pla_content: t.string }),
    isPendingOwlEntitlementsAvailable: t.boolean,
  }),
  t.partial({ isCreditSignalMigrated: t.boolean }),
]);
export type EntitlementObjectDto = t.TypeOf<typeof EntitlementObjectCodec>;

/** A decimal amount ('4850000.00') and its ISO 4217 currency; anything else is malformed. */
const MoneyCodec = t.strict({
  amount: t.refinement(t.string, (amount) => /^\d+(\.\d+)?$/.test(amount), 'DecimalAmount'),
  currency: t.refinement(t.string, (code) => /^[A-Z]{3}$/.test(code), 'CurrencyCode'),
});

/** A count (employees, filings) or a year: a whole number, never negative. */
const WholeNumberCodec = t.refinement(
  t.number,
  (value) => Number.isInteger(value) && value >= 0,
  'WholeNumber',
);

/** null where the record holds no value (D-PROFILE-1). */
const orNull = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/**
 * The §3 company record; its dunsNumber is '' for the "(Company pending)" placeholder. Strict codecs
 * drop fields the domain's Company does not model, so the record maps to it as decoded.
 */
export const CompanyRecordCodec = t.strict({
  mapDetails: t.strict({
    countryCode: t.string,
    countryName: t.string,
    postalCode: t.string,
    streetAddress: t.string,
    territory: t.string,
    town: t.string,
    buildingName: t.string,
  }),
  profileDetails: t.strict({
    companyProfileUrl: t.string,
    countryName: t.string,
    dunsNumber: t.string,
    industryDescription: t.string,
    legalForm: t.string,
    ownership: t.string,
    principal: t.string,
    standaloneIndicator: t.boolean,
    telephoneNumber: t.string,
    website: t.string,
    stateIncorporated: t.string,
    annualSales: orNull(MoneyCodec),
    employees: orNull(WholeNumberCodec),
    yearIncorporated: orNull(WholeNumberCodec),
    yearStarted: orNull(WholeNumberCodec),
    currentPrincipals: t.array(t.string),
  }),
  scoring: t.strict({
    delinquency: t.number,
    financialStress: t.number,
    financialStressNationalPercentile: t.number,
    paydex: t.number,
    serRating: t.number,
  }),
  summary: t.strict({
    bankruptcyIndicator: t.boolean,
    businessName: t.string,
    locationType: t.string,
    operatingStatus: t.string,
    reportDate: t.string,
    tradeName: t.string,
  }),
  paymentsAndFilings: t.strict({
    courtJudgements: orNull(WholeNumberCodec),
    mortgagesAndCharges: orNull(WholeNumberCodec),
    tradePaymentsHighestPastDue: orNull(MoneyCodec),
  }),
});
export type CompanyRecordDto = t.TypeOf<typeof CompanyRecordCodec>;

export const CompanyInfoAnswerCodec = t.intersection([
  EntitlementObjectCodec,
  t.type({ companyDetails: CompanyRecordCodec }),
]);

export const LegalTermsAnswerCodec = t.type({
  productTerms: t.array(
    t.intersection([
      t.type({
        appId: t.number,
        product_name: t.string,
        dunsNumber: OptionalDuns,
        title: t.string,
        version: t.string,
        status: t.keyof({ accepted: null, pending: null, declined: null }),
      }),
      // Null until decided; not pinned by the contract, so its absence is no decision either.
      // The agreement's text came later (D-AGREE-1): without it the product is only named.
      t.partial({ decidedAt: NullableString, content: t.string }),
    ]),
  ),
  legalTerms: t.array(
    t.type({
      code: t.string,
      title: t.string,
      url: t.string,
      currentVersion: t.string,
      acceptedVersion: NullableString,
      status: t.keyof({ accepted: null, pending: null }),
      acceptedAt: NullableString,
    }),
  ),
});

export const PlaDecisionAnswerCodec = t.type({
  dunsNumber: OptionalDuns,
  appId: t.number,
  plaAccepted: t.boolean,
  version: t.string,
  decidedAt: t.string,
  accessAvailable: t.boolean,
});

export const UrlAnswerCodec = t.type({ url: t.string });
export const SsoAnswerCodec = t.type({ ssoUrl: t.string });

export const DecodeAnswerCodec = t.intersection([
  t.type({ parameters: t.record(t.string, t.string) }),
  t.partial({ dunsNumber: DunsCodec, appId: t.number }),
]);

export const OrdersAnswerCodec = t.type({
  orders: t.array(
    t.type({
      orderNumber: t.string,
      placedAt: t.string,
      status: t.keyof({ completed: null, processing: null, cancelled: null }),
      appId: t.number,
      productName: t.string,
      dunsNumber: OptionalDuns,
      amount: t.string,
      currency: t.string,
    }),
  ),
});

export const SubscriptionsAnswerCodec = t.type({
  subscriptions: t.array(
    t.type({
      subscriberNumber: t.string,
      appId: t.number,
      productName: t.string,
      dunsNumber: OptionalDuns,
      status: t.keyof({ active: null, cancelled: null, expired: null }),
      startedAt: t.string,
      renewsAt: NullableString,
      autoRenew: t.boolean,
      price: t.string,
      currency: t.string,
    }),
  ),
});
