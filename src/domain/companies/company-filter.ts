import type { Company } from './company';

// Spec §2 and §5 "Company dropdown search: case-insensitive substring of business name."

/** Companies whose business name contains `query` ignoring case; a blank query keeps all. */
export const filterCompaniesByName = (
  companies: readonly Company[],
  query: string,
): readonly Company[] => {
  const needle = query.trim().toLowerCase();
  return companies.filter((company) => company.summary.businessName.toLowerCase().includes(needle));
};
