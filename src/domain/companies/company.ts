// Spec §3 "Company record: mapDetails (...); profileDetails (...); scoring (...); summary (...).
// A placeholder company has empty values and the name "(Company pending)"."
// The §2 "Company fields shown" the spec's record lacks (state incorporated, annual sales,
// employees, years incorporated and started, current principals, court judgements, mortgages and
// charges, trade payments) extend profileDetails and a fifth group, paymentsAndFilings
// (D-PROFILE-1). A value the record does not hold is null: 0 employees or 0 judgements is a fact,
// "not available" is not.

/** An amount of money: a decimal string (e.g. '4850000.00') and its ISO 4217 currency. */
export interface Money {
  readonly amount: string;
  readonly currency: string;
}

export interface MapDetails {
  readonly countryCode: string;
  readonly countryName: string;
  readonly postalCode: string;
  readonly streetAddress: string;
  readonly territory: string;
  readonly town: string;
  readonly buildingName: string;
}

export interface ProfileDetails {
  readonly companyProfileUrl: string;
  readonly countryName: string;
  readonly dunsNumber: string;
  readonly industryDescription: string;
  readonly legalForm: string;
  readonly ownership: string;
  readonly principal: string;
  readonly standaloneIndicator: boolean;
  readonly telephoneNumber: string;
  readonly website: string;
  /** Where the company was incorporated (a state, a jurisdiction); '' when not known. */
  readonly stateIncorporated: string;
  readonly annualSales: Money | null;
  readonly employees: number | null;
  readonly yearIncorporated: number | null;
  readonly yearStarted: number | null;
  /** Each "Name, Title", as `principal` is. */
  readonly currentPrincipals: readonly string[];
}

export interface Scoring {
  readonly delinquency: number;
  readonly financialStress: number;
  readonly financialStressNationalPercentile: number;
  readonly paydex: number;
  readonly serRating: number;
}

export interface Summary {
  readonly bankruptcyIndicator: boolean;
  readonly businessName: string;
  readonly locationType: string;
  readonly operatingStatus: string;
  readonly reportDate: string;
  readonly tradeName: string;
}

/** Counts of legal filings and the worst trade payment on record. */
export interface PaymentsAndFilings {
  readonly courtJudgements: number | null;
  readonly mortgagesAndCharges: number | null;
  readonly tradePaymentsHighestPastDue: Money | null;
}

export interface Company {
  readonly mapDetails: MapDetails;
  readonly profileDetails: ProfileDetails;
  readonly scoring: Scoring;
  readonly summary: Summary;
  readonly paymentsAndFilings: PaymentsAndFilings;
}

export const PENDING_COMPANY_NAME = '(Company pending)';

export const pendingPlaceholderCompany: Company = {
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

/** The placeholder is recognised by its name and its missing DUNS number. */
export const isPendingPlaceholder = (company: Company): boolean =>
  company.summary.businessName === PENDING_COMPANY_NAME && company.profileDetails.dunsNumber === '';
