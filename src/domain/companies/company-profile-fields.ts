import type { Company, Money } from './company';
import { companyAddressLines } from './company-profile-address';
import { formatDunsNumber } from './duns-number';

// Spec §2 "Company fields shown: last update, trade name, DUNS number, state incorporated, annual
// sales, employees, industry, named principal, phone, website, address, year incorporated, year
// started, current principals, court judgements, mortgages and charges, trade payments (highest
// past due)." How they are shown: D-PROFILE-2 (every field, "not available" where the record is
// silent), which replaced D-DOM-4's "left out".

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

/** The message id of a field's label. */
const companyProfileLabelId = (field: CompanyProfileField): string =>
  `companyProfile.field.${field}`;

/** The company's website as written, and where a link to it may go (only http and https). */
export interface Website {
  readonly text: string;
  readonly href: string | null;
}

/**
 * A field's value with its kind, so that the screen formats it for the reader's locale (money,
 * counts and dates) and lays it out (a list, the lines of an address, a link). null: the record
 * holds no value, shown as "not available".
 */
export type CompanyProfileValue =
  | { readonly kind: 'text'; readonly value: string | null }
  | { readonly kind: 'website'; readonly value: Website | null }
  | { readonly kind: 'money'; readonly value: Money | null }
  | { readonly kind: 'count'; readonly value: number | null }
  | { readonly kind: 'year'; readonly value: number | null }
  /** An ISO 8601 calendar date (`2026-01-15`). */
  | { readonly kind: 'date'; readonly value: string | null }
  | { readonly kind: 'list'; readonly value: readonly string[] | null }
  | { readonly kind: 'address'; readonly value: readonly string[] | null };

export type CompanyProfileRow = {
  readonly field: CompanyProfileField;
  readonly labelId: string;
} & CompanyProfileValue;

const text = (value: string): CompanyProfileValue => {
  const trimmed = value.trim();
  return { kind: 'text', value: trimmed === '' ? null : trimmed };
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The report date as a date when it is one; other text as given, so nothing is hidden. */
const reportDate = (value: string): CompanyProfileValue =>
  ISO_DATE.test(value.trim()) && !Number.isNaN(Date.parse(value.trim()))
    ? { kind: 'date', value: value.trim() }
    : text(value);

const HTTP_URL = /^https?:\/\//i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A bare host gets https; an http(s) address is kept; any other scheme is never a link. */
const website = (value: string): CompanyProfileValue => {
  const trimmed = value.trim();
  if (trimmed === '') return { kind: 'website', value: null };
  const href = HTTP_URL.test(trimmed)
    ? trimmed
    : ANY_SCHEME.test(trimmed)
      ? null
      : `https://${trimmed}`;
  return { kind: 'website', value: { text: trimmed, href } };
};

const lines = (kind: 'list' | 'address', values: readonly string[]): CompanyProfileValue => {
  const shown = values.map((line) => line.trim()).filter((line) => line !== '');
  return { kind, value: shown.length === 0 ? null : shown };
};

const VALUES: Readonly<Record<CompanyProfileField, (company: Company) => CompanyProfileValue>> = {
  lastUpdate: (company) => reportDate(company.summary.reportDate),
  tradeName: (company) => text(company.summary.tradeName),
  dunsNumber: (company) => text(formatDunsNumber(company.profileDetails.dunsNumber)),
  stateIncorporated: (company) => text(company.profileDetails.stateIncorporated),
  annualSales: (company) => ({ kind: 'money', value: company.profileDetails.annualSales }),
  employees: (company) => ({ kind: 'count', value: company.profileDetails.employees }),
  industry: (company) => text(company.profileDetails.industryDescription),
  namedPrincipal: (company) => text(company.profileDetails.principal),
  phone: (company) => text(company.profileDetails.telephoneNumber),
  website: (company) => website(company.profileDetails.website),
  address: (company) => lines('address', companyAddressLines(company.mapDetails)),
  yearIncorporated: (company) => ({ kind: 'year', value: company.profileDetails.yearIncorporated }),
  yearStarted: (company) => ({ kind: 'year', value: company.profileDetails.yearStarted }),
  currentPrincipals: (company) => lines('list', company.profileDetails.currentPrincipals),
  courtJudgements: (company) => ({
    kind: 'count',
    value: company.paymentsAndFilings.courtJudgements,
  }),
  mortgagesAndCharges: (company) => ({
    kind: 'count',
    value: company.paymentsAndFilings.mortgagesAndCharges,
  }),
  tradePaymentsHighestPastDue: (company) => ({
    kind: 'money',
    value: company.paymentsAndFilings.tradePaymentsHighestPastDue,
  }),
};

/**
 * Every §2 field of the company, in the spec's order, each with its kind and its value or null
 * (D-PROFILE-2: the profile page shows all of them, "not available" where the record is silent).
 */
export const companyProfileRows = (company: Company): readonly CompanyProfileRow[] =>
  COMPANY_PROFILE_FIELDS.map((field) => ({
    field,
    labelId: companyProfileLabelId(field),
    ...VALUES[field](company),
  }));
