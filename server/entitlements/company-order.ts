import { compareBusinessNames } from '../../src/domain/companies/business-name-order';

/**
 * Spec §4 "Company list: sorted by business name case-insensitively", as the portal sorts it
 * (src/domain/companies/company-list.ts, D-DOM-1): case ignored, accents beside their base letter
 * ("Émile" between "Delta" and "Zeta"), which SQLite's NOCASE (ASCII only) does not do. Equal
 * names keep a fixed order by DUNS; the names' order is the domain's own.
 * test/server/company-order-parity.test.ts holds both to one table.
 */
export const compareCompanies = (
  a: { readonly businessName: string; readonly dunsNumber: string },
  b: { readonly businessName: string; readonly dunsNumber: string },
): number =>
  compareBusinessNames(a.businessName, b.businessName) ||
  (a.dunsNumber < b.dunsNumber ? -1 : a.dunsNumber > b.dunsNumber ? 1 : 0);
