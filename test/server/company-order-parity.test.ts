import { sortByBusinessName } from '../../src/domain/companies/company-list';
import { compareCompanies } from '../../server/entitlements/company-order';
import { company, names } from '../domain/fixtures';

// Issue 16 "parity tests": the backend's company list (GET /entitlements/all's companyInfo) and the
// portal's selector (spec §4 "sorted by business name case-insensitively") order one table of
// names the same way.

const CASES: readonly (readonly string[])[] = [
  ['beta', 'Alpha', 'gamma', 'ALPHA two'],
  ['Zeta', 'Émile', 'Delta', 'emu'],
  ['Ångström AB', 'Zürich GmbH', 'Aaron', 'zeta', 'Österreich', 'Oslo'],
  ['Čeština s.r.o.', 'Cesta', 'Dvořák', 'cukr'],
  ['3M', 'acme', '(Bracket) Ltd', 'Acme 2', 'ACME 10'],
  ['Łódź Sp. z o.o.', 'Lodz Textiles', 'Lublin'],
];

describe('company order: server and portal agree', () => {
  it.each(CASES.map((list) => [list.join(', '), list] as const))('%s', (_title, list) => {
    const portal = names(
      sortByBusinessName(list.map((name, index) => company(name, String(index).padStart(9, '0')))),
    );
    const server = list
      .map((businessName, index) => ({ businessName, dunsNumber: String(index).padStart(9, '0') }))
      .sort(compareCompanies)
      .map((entry) => entry.businessName);
    expect(server).toEqual(portal);
  });

  it('puts "Émile" between "Delta" and "Zeta", which SQLite NOCASE did not', () => {
    const server = ['Zeta', 'Émile', 'Delta']
      .map((businessName, index) => ({ businessName, dunsNumber: String(index) }))
      .sort(compareCompanies)
      .map((entry) => entry.businessName);
    expect(server).toEqual(['Delta', 'Émile', 'Zeta']);
  });
});
