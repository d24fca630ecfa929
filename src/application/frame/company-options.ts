import { isPendingPlaceholder, type Company } from '../../domain/companies/company';
import { filterCompaniesByName } from '../../domain/companies/company-filter';

/** One row of the company selector's list. */
export interface CompanyOption {
  /** Stable and unique: the DUNS number, or PENDING_OPTION_KEY for the placeholder. */
  readonly key: string;
  readonly businessName: string;
  /** Undefined for the "(Company pending)" placeholder, which has no number yet. */
  readonly duns: string | undefined;
}

/** The placeholder's key: its DUNS is empty, which no list key may be. */
export const PENDING_OPTION_KEY = 'pending';

export const toCompanyOption = (company: Company): CompanyOption =>
  isPendingPlaceholder(company)
    ? { key: PENDING_OPTION_KEY, businessName: company.summary.businessName, duns: undefined }
    : {
        key: company.profileDetails.dunsNumber,
        businessName: company.summary.businessName,
        duns: company.profileDetails.dunsNumber,
      };

/**
 * The selector's list for what the user typed (spec §2, §5: a case-insensitive substring of the
 * business name), in the §4 order the selector already holds.
 */
export const companyOptions = (
  companies: readonly Company[],
  query: string,
): readonly CompanyOption[] => filterCompaniesByName(companies, query).map(toCompanyOption);

/** What `CompanySelector.choose` takes for a chosen row ('' is the placeholder, D-DOM-8). */
export const dunsOfOption = (key: string): string => (key === PENDING_OPTION_KEY ? '' : key);
