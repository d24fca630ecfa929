import { DASHBOARD_PERSONAS, LIFFEY_PRINT_WORKS } from './dashboard-personas';

/** The seeded demo accounts, listed in README.md. All share DEMO_PASSWORD unless they say otherwise. */
export const DEMO_PASSWORD = 'Demo-Portal-2026';

export interface SeedCompany {
  readonly duns: string;
  readonly businessName: string;
  readonly tradeName: string;
  readonly streetAddress: string;
  readonly town: string;
  readonly territory: string;
  readonly postalCode: string;
  readonly countryCode: string;
  /** The §3 company record details (server/portal company_records). */
  readonly record?: SeedCompanyRecord;
}

export interface SeedCompanyRecord {
  readonly buildingName?: string;
  readonly industryDescription: string;
  readonly legalForm: string;
  readonly ownership: string;
  readonly principal: string;
  readonly standaloneIndicator: boolean;
  readonly telephoneNumber: string;
  readonly website: string;
  readonly delinquency: number;
  readonly financialStress: number;
  readonly financialStressNationalPercentile: number;
  readonly paydex: number;
  readonly serRating: number;
  readonly bankruptcyIndicator: boolean;
  readonly locationType: string;
  readonly operatingStatus: string;
  readonly reportDate: string;
}

export interface SeedEntitlement {
  readonly duns: string | null;
  readonly appId: number;
  readonly productId: number | null;
  readonly productName: string;
  readonly plaAccepted?: boolean;
  /** 'active' (default) or 'pending' (waiting for a DUNS number). */
  readonly status?: 'active' | 'pending';
  /** A trial: it ends this many days after seeding (negative: it ended that many days before). */
  readonly trialDays?: number;
  /** The product made assets not yet fetched ("download assets" pill, D-DASH-7). */
  readonly assetsReady?: boolean;
  /** The product gained a feature since last opened ("new feature available" pill, D-DASH-7). */
  readonly newFeature?: boolean;
}

export interface SeedCredibilityEntitlement {
  readonly duns: string | null;
  readonly type: string;
  readonly displayDuns: string;
  readonly title: string;
}

export interface SeedDfcEntitlement {
  readonly caseId: string;
  readonly duns: string | null;
  readonly productName: string;
  readonly status: 'pending' | 'processing' | 'issued';
  readonly daysAgo: number;
}

/**
 * A free DUNS application as getNewDFCCase stores it; its status follows the clock (D-API-7), so
 * one submitted a few hours before seeding is `pending` then, whatever the weekday.
 */
export interface SeedDunsApplication {
  readonly caseId: string;
  readonly hoursAgo: number;
}

export interface SeedOrder {
  readonly orderNumber: string;
  readonly daysAgo: number;
  readonly status: 'completed' | 'processing' | 'cancelled';
  readonly appId: number;
  readonly productName: string;
  readonly duns: string | null;
  readonly amountCents: number;
  readonly currency: string;
}

export interface SeedSubscription {
  readonly subscriberNumber: string;
  readonly appId: number;
  readonly productName: string;
  readonly duns: string | null;
  readonly status: 'active' | 'cancelled' | 'expired';
  readonly startedDaysAgo: number;
  /** Days from seeding to the next renewal; absent when it does not renew. */
  readonly renewsInDays?: number;
  readonly autoRenew: boolean;
  readonly priceCents: number;
  readonly currency: string;
}

export interface SeedPersona {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly countryCode: string;
  readonly languagePreference: string;
  readonly magento: boolean;
  readonly companies: readonly { readonly duns: string; readonly role: 'director' | 'member' }[];
  readonly entitlements: readonly SeedEntitlement[];
  readonly credibilityEntitlements?: readonly SeedCredibilityEntitlement[];
  readonly dfcEntitlements?: readonly SeedDfcEntitlement[];
  /** A free DUNS application (gad_duns_applications), listed as a credit-file case until issued. */
  readonly dunsApplication?: SeedDunsApplication;
  readonly orders?: readonly SeedOrder[];
  readonly subscriptions?: readonly SeedSubscription[];
  /** Whether the current Terms of Use and Privacy Policy are accepted (default true). */
  readonly legalTermsAccepted?: boolean;
  /** Days since the password was last changed (default 0): 180 or more means it must be reset. */
  readonly passwordAgeDays?: number;
  /** A temporary password that must be changed at the next sign-in (default false). */
  readonly temporaryPassword?: boolean;
  /** An internal provider account, which cannot set or reset passwords in the portal. */
  readonly isDnbUser?: boolean;
  /** The eb_dashboard account flag (default true). */
  readonly ebDashboard?: boolean;
  /** The persona's own password instead of DEMO_PASSWORD. */
  readonly password?: string;
  /** Locked out at seeding, as after 10 failed sign-ins, for the lockout period (30 minutes). */
  readonly lockedOut?: boolean;
  /** The account came from CreditSignal (the migration modal, D-DASH-8). */
  readonly creditSignalMigrated?: boolean;
}

/** The temporary password of temp.password@example.com (README.md). */
export const TEMPORARY_PASSWORD = 'Temp-Password-1';

type Defaulted = 'locationType' | 'operatingStatus' | 'bankruptcyIndicator';
const usRecord = (
  record: Omit<SeedCompanyRecord, Defaulted> & Partial<Pick<SeedCompanyRecord, Defaulted>>,
): SeedCompanyRecord => ({
  locationType: 'Single Location',
  operatingStatus: 'Active',
  bankruptcyIndicator: false,
  ...record,
});

export const SEED_COMPANIES: readonly SeedCompany[] = [
  {
    duns: '804735132',
    businessName: 'Acme Analytics LLC',
    tradeName: 'Acme Analytics',
    streetAddress: '100 Market Street',
    town: 'Short Hills',
    territory: 'NJ',
    postalCode: '07078',
    countryCode: 'US',
    record: usRecord({
      buildingName: 'Market Plaza',
      industryDescription: 'Management consulting services',
      legalForm: 'Limited Liability Company',
      ownership: 'Privately held',
      principal: 'Alex Morgan, Director',
      standaloneIndicator: true,
      telephoneNumber: '(973) 555-0142',
      website: 'www.acme-analytics.example',
      delinquency: 12,
      financialStress: 2,
      financialStressNationalPercentile: 74,
      paydex: 80,
      serRating: 3,
      locationType: 'Headquarters',
      reportDate: '2026-01-15',
    }),
  },
  {
    duns: '060704780',
    businessName: 'blue Ridge Bakery Inc',
    tradeName: 'Blue Ridge Bakery',
    streetAddress: '12 Orchard Lane',
    town: 'Asheville',
    territory: 'NC',
    postalCode: '28801',
    countryCode: 'US',
    record: usRecord({
      industryDescription: 'Retail bakeries',
      legalForm: 'Corporation',
      ownership: 'Privately held',
      principal: 'Dana Whitfield, President',
      standaloneIndicator: true,
      telephoneNumber: '(828) 555-0117',
      website: 'www.blueridgebakery.example',
      delinquency: 38,
      financialStress: 3,
      financialStressNationalPercentile: 41,
      paydex: 72,
      serRating: 5,
      reportDate: '2025-12-02',
    }),
  },
  {
    duns: '150483782',
    businessName: 'Coastal Freight Co',
    tradeName: 'Coastal Freight',
    streetAddress: '7 Harbor Road',
    town: 'Savannah',
    territory: 'GA',
    postalCode: '31401',
    countryCode: 'US',
    record: usRecord({
      buildingName: 'Pier 3',
      industryDescription: 'General freight trucking, long-distance',
      legalForm: 'Corporation',
      ownership: 'Privately held',
      principal: 'Marcus Lee, Chief Executive Officer',
      standaloneIndicator: false,
      telephoneNumber: '(912) 555-0190',
      website: 'www.coastalfreight.example',
      delinquency: 55,
      financialStress: 4,
      financialStressNationalPercentile: 22,
      paydex: 64,
      serRating: 6,
      locationType: 'Branch',
      reportDate: '2026-02-03',
    }),
  },
  {
    duns: '079942718',
    businessName: 'Harbor Point Dental PLLC',
    tradeName: 'Harbor Point Dental',
    streetAddress: '410 Bay Street',
    town: 'Tampa',
    territory: 'FL',
    postalCode: '33602',
    countryCode: 'US',
    record: usRecord({
      industryDescription: 'Offices of dentists',
      legalForm: 'Professional Limited Liability Company',
      ownership: 'Privately held',
      principal: 'Priya Shah, Managing Member',
      standaloneIndicator: true,
      telephoneNumber: '(813) 555-0166',
      website: 'www.harborpointdental.example',
      delinquency: 20,
      financialStress: 2,
      financialStressNationalPercentile: 67,
      paydex: 78,
      serRating: 4,
      reportDate: '2026-01-28',
    }),
  },
  {
    duns: '216540793',
    businessName: 'Thames Valley Joinery Ltd',
    tradeName: 'Thames Valley Joinery',
    streetAddress: '3 Mill Lane',
    town: 'Reading',
    territory: 'Berkshire',
    postalCode: 'RG1 6AA',
    countryCode: 'GB',
    record: {
      industryDescription: 'Manufacture of builders’ carpentry and joinery',
      legalForm: 'Private limited company',
      ownership: 'Privately held',
      principal: 'Oliver Bennett, Director',
      standaloneIndicator: true,
      telephoneNumber: '+44 118 496 0321',
      website: 'www.thamesvalleyjoinery.example',
      delinquency: 30,
      financialStress: 3,
      financialStressNationalPercentile: 55,
      paydex: 75,
      serRating: 4,
      bankruptcyIndicator: false,
      locationType: 'Single Location',
      operatingStatus: 'Active',
      reportDate: '2026-01-09',
    },
  },
  {
    duns: '360012345',
    businessName: 'Vltava Software s.r.o.',
    tradeName: 'Vltava Software',
    streetAddress: 'Na Poříčí 1041/12',
    town: 'Praha',
    territory: 'Praha',
    postalCode: '110 00',
    countryCode: 'CZ',
    record: {
      buildingName: 'Palác Poříčí',
      industryDescription: 'Computer programming activities',
      legalForm: 'Společnost s ručením omezeným',
      ownership: 'Privately held',
      principal: 'Jana Nováková, jednatelka',
      standaloneIndicator: true,
      telephoneNumber: '+420 221 555 014',
      website: 'www.vltava-software.example',
      delinquency: 15,
      financialStress: 1,
      financialStressNationalPercentile: 88,
      paydex: 80,
      serRating: 2,
      bankruptcyIndicator: false,
      locationType: 'Headquarters',
      operatingStatus: 'Active',
      reportDate: '2025-11-20',
    },
  },
  LIFFEY_PRINT_WORKS,
];

export const PERSONAS: readonly SeedPersona[] = [
  {
    id: 'usr-us-owner',
    email: 'us.owner@example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    countryCode: 'US',
    languagePreference: 'en-us',
    magento: true,
    companies: [
      { duns: '804735132', role: 'director' },
      { duns: '060704780', role: 'member' },
      { duns: '150483782', role: 'member' },
    ],
    entitlements: [
      { duns: '804735132', appId: 294, productId: 27, productName: 'Credit Insights' },
      { duns: '804735132', appId: 252, productId: 14176, productName: 'Credit Monitor' },
      { duns: '804735132', appId: 274, productId: 28, productName: 'Registered Seal' },
      { duns: '060704780', appId: 306, productId: 31, productName: 'AAA Diploma' },
      // Held for two companies: its tile asks "open product for which company" (§2 picker).
      { duns: '060704780', appId: 274, productId: 28, productName: 'Registered Seal' },
      // The product whose accepted agreement opens the Marketing Hub (§4 "same agreement check").
      {
        duns: '804735132',
        appId: 154,
        productId: 14624,
        productName: 'Duns Manager and Profile Manager',
      },
    ],
    orders: [
      {
        orderNumber: 'ORD-2025-104233',
        daysAgo: 210,
        status: 'completed',
        appId: 294,
        productName: 'Credit Insights',
        duns: '804735132',
        amountCents: 0,
        currency: 'USD',
      },
      {
        orderNumber: 'ORD-2025-118902',
        daysAgo: 95,
        status: 'completed',
        appId: 274,
        productName: 'Registered Seal',
        duns: '804735132',
        amountCents: 19900,
        currency: 'USD',
      },
      {
        orderNumber: 'ORD-2026-000517',
        daysAgo: 12,
        status: 'completed',
        appId: 306,
        productName: 'AAA Diploma',
        duns: '060704780',
        amountCents: 34900,
        currency: 'USD',
      },
    ],
    subscriptions: [
      {
        subscriberNumber: 'SUB-804735132-294',
        appId: 294,
        productName: 'Credit Insights',
        duns: '804735132',
        status: 'active',
        startedDaysAgo: 210,
        renewsInDays: 155,
        autoRenew: true,
        priceCents: 0,
        currency: 'USD',
      },
      {
        subscriberNumber: 'SUB-804735132-252',
        appId: 252,
        productName: 'Credit Monitor',
        duns: '804735132',
        status: 'active',
        startedDaysAgo: 180,
        renewsInDays: 185,
        autoRenew: true,
        priceCents: 1499,
        currency: 'USD',
      },
      {
        subscriberNumber: 'SUB-804735132-274',
        appId: 274,
        productName: 'Registered Seal',
        duns: '804735132',
        status: 'active',
        startedDaysAgo: 95,
        renewsInDays: 270,
        autoRenew: false,
        priceCents: 19900,
        currency: 'USD',
      },
    ],
  },
  {
    id: 'usr-uk-trial',
    email: 'uk.trial@example.com',
    firstName: 'Harriet',
    lastName: 'Clarke',
    countryCode: 'GB',
    languagePreference: 'en-gb',
    magento: false,
    companies: [{ duns: '216540793', role: 'director' }],
    // The 14-day credit-monitor preview (product 14707, D-DOM-6).
    entitlements: [
      {
        duns: '216540793',
        appId: 252,
        productId: 14707,
        productName: 'Credit Monitor',
        trialDays: 14,
      },
    ],
  },
  {
    id: 'usr-pending-duns',
    email: 'pending.duns@example.com',
    firstName: 'Sam',
    lastName: 'Rivera',
    countryCode: 'US',
    languagePreference: 'en-us',
    magento: false,
    companies: [],
    // A free DUNS application in progress: the product waits for the number, so the portal shows
    // the "(Company pending)" placeholder.
    entitlements: [
      {
        duns: null,
        appId: 294,
        productId: 14706,
        productName: 'Credit Insights Free',
        status: 'pending',
      },
    ],
    credibilityEntitlements: [
      { duns: null, type: 'pending_duns', displayDuns: '', title: 'Free DUNS number application' },
    ],
    // The application itself, so applying again answers it (D-GAD-ENTRY-1), rather than a
    // credit-file case of its own.
    dunsApplication: { caseId: 'DFC-2026-000101', hoursAgo: 2 },
  },
  {
    id: 'usr-new-user',
    email: 'new.user@example.com',
    firstName: 'Jordan',
    lastName: 'Kim',
    countryCode: 'US',
    languagePreference: 'en-us',
    magento: false,
    companies: [],
    entitlements: [],
    legalTermsAccepted: false,
  },
  {
    id: 'usr-terms-pending',
    email: 'terms.pending@example.com',
    firstName: 'Priya',
    lastName: 'Shah',
    countryCode: 'US',
    languagePreference: 'en-us',
    magento: true,
    companies: [{ duns: '079942718', role: 'director' }],
    entitlements: [
      {
        duns: '079942718',
        appId: 294,
        productId: 27,
        productName: 'Credit Insights',
        plaAccepted: false,
      },
    ],
  },
  {
    // Issue 28: an authenticator app and recovery codes (server/seed/demo-factors.ts, README).
    id: 'usr-mfa-user',
    email: 'mfa.user@example.com',
    firstName: 'Morgan',
    lastName: 'Reyes',
    countryCode: 'US',
    languagePreference: 'en-us',
    magento: false,
    companies: [{ duns: '079942718', role: 'member' }],
    entitlements: [
      {
        duns: '079942718',
        appId: 294,
        productId: 27,
        productName: 'Credit Insights',
        plaAccepted: true,
      },
    ],
  },
  {
    id: 'usr-cz-user',
    email: 'cz.user@example.com',
    firstName: 'Jana',
    lastName: 'Nováková',
    countryCode: 'CZ',
    languagePreference: 'cs-cz',
    magento: false,
    companies: [{ duns: '360012345', role: 'director' }],
    entitlements: [{ duns: '360012345', appId: 288, productId: 24, productName: 'Livelogo' }],
  },
  {
    id: 'usr-expired-password',
    email: 'expired@example.com',
    firstName: 'Sam',
    lastName: 'Okafor',
    countryCode: 'US',
    languagePreference: 'en-us',
    magento: true,
    companies: [],
    entitlements: [],
    passwordAgeDays: 200,
  },
  {
    id: 'usr-temporary-password',
    email: 'temp.password@example.com',
    firstName: 'Lee',
    lastName: 'Chen',
    countryCode: 'GB',
    languagePreference: 'en-gb',
    magento: false,
    companies: [],
    entitlements: [],
    temporaryPassword: true,
    password: TEMPORARY_PASSWORD,
  },
  {
    id: 'usr-locked',
    email: 'locked@example.com',
    firstName: 'Avery',
    lastName: 'Novak',
    countryCode: 'US',
    languagePreference: 'en-us',
    magento: true,
    companies: [],
    entitlements: [],
    lockedOut: true,
  },
  {
    id: 'usr-internal',
    email: 'internal@example.com',
    firstName: 'Robin',
    lastName: 'Fischer',
    countryCode: 'CH',
    languagePreference: 'de-ch',
    magento: false,
    ebDashboard: true,
    companies: [],
    entitlements: [],
    isDnbUser: true,
  },
  ...DASHBOARD_PERSONAS,
];
