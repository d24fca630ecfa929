import { pendingPlaceholderCompany } from '../../src/domain/companies/company';
import { isSupportedCountry } from '../../src/domain/locale/country';
import { countryName } from '../../src/domain/locale/country-names';
import { formatAmount } from '../purchases/purchase-history';
import type { StoredCompanyRecord } from './entitlement-repository';
import type { CompanyRecord, Money } from './entitlement-schemas';

/** The record's country in English, as the backend's records name it (the domain's names). */
export const countryNameOf = (countryCode: string): string =>
  isSupportedCountry(countryCode) ? countryName(countryCode, 'en-us') : countryCode;

/**
 * Spec §3: "A placeholder company has empty values and the name "(Company pending)"." The portal
 * recognises it by its value (src/domain/companies/company.ts), so the server answers that value.
 */
export const pendingPlaceholderRecord: CompanyRecord = {
  ...pendingPlaceholderCompany,
  // The schema's type has mutable arrays; the domain's value is read-only.
  profileDetails: {
    ...pendingPlaceholderCompany.profileDetails,
    currentPrincipals: [...pendingPlaceholderCompany.profileDetails.currentPrincipals],
  },
};

/** The company record of spec §3 from what is stored; the profile's link is on `publicUrl`. */
export const companyRecordOf = (row: StoredCompanyRecord, publicUrl: string): CompanyRecord => {
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
};

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
