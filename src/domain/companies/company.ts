// Spec §3 "Company record: mapDetails (...); profileDetails (...); scoring (...); summary (...).
// A placeholder company has empty values and the name "(Company pending)"."

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

export interface Company {
  readonly mapDetails: MapDetails;
  readonly profileDetails: ProfileDetails;
  readonly scoring: Scoring;
  readonly summary: Summary;
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
};

/** The placeholder is recognised by its name and its missing DUNS number. */
export const isPendingPlaceholder = (company: Company): boolean =>
  company.summary.businessName === PENDING_COMPANY_NAME && company.profileDetails.dunsNumber === '';
