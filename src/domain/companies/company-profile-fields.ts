import { formatDunsNumber } from './duns-number';

// Spec §2 "Company fields shown: last update, trade name, DUNS number, state incorporated, annual
// sales, employees, industry, named principal, phone, website, address, year incorporated, year
// started, current principals, court judgements, mortgages and charges, trade payments (highest
// past due)." How they are shown: D-DOM-4.

export const COMPANY_PROFILE_FIELDS = [
  'lastUpdate',
  'tradeName',
  'dunsNumber',
  'stateIncorporated',
  'annualSales',
  'employees',
  'industry',
  'namedPrincipal',
  'phone',
  'website',
  'address',
  'yearIncorporated',
  'yearStarted',
  'currentPrincipals',
  'courtJudgements',
  'mortgagesAndCharges',
  'tradePaymentsHighestPastDue',
] as const;

export type CompanyProfileField = (typeof COMPANY_PROFILE_FIELDS)[number];

export type CompanyProfileView = Readonly<Partial<Record<CompanyProfileField, string>>>;

export interface ShownCompanyField {
  readonly field: CompanyProfileField;
  readonly labelId: string;
  readonly value: string;
}

/** The fields with a value, in the order of §2, the DUNS number as `12-345-6789`. */
export const shownCompanyFields = (view: CompanyProfileView): readonly ShownCompanyField[] =>
  COMPANY_PROFILE_FIELDS.flatMap((field) => {
    const value = view[field]?.trim() ?? '';
    if (value === '') return [];
    return [
      {
        field,
        labelId: `companyProfile.field.${field}`,
        value: field === 'dunsNumber' ? formatDunsNumber(value) : value,
      },
    ];
  });
