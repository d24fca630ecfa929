import fc from 'fast-check';
import { pendingPlaceholderCompany } from '../../../src/domain/companies/company';
import {
  companyList,
  pendingCompanyReason,
  sortByBusinessName,
} from '../../../src/domain/companies/company-list';
import type { DunsApplicationProgress } from '../../../src/domain/entitlements/entitlements';
import { company, entitlements, names } from '../fixtures';

const pendingCredibility = { type: 'new', displayDuns: '', title: 'Seal' };
const foundCredibility = { type: 'legacy_found', displayDuns: '', title: 'Seal' };

describe('company list — §4 "Company list"', () => {
  it('"sorted by business name case-insensitively"', () => {
    const list = [
      company('beta', '2'),
      company('Alpha', '1'),
      company('gamma', '3'),
      company('ALPHA two', '4'),
    ];
    expect(names(sortByBusinessName(list))).toEqual(['Alpha', 'ALPHA two', 'beta', 'gamma']);
  });

  it('names equal but for case keep their order (stable, D-DOM-1)', () => {
    expect(
      names(sortByBusinessName([company('acme', '1'), company('ACME', '2'), company('Acme', '3')])),
    ).toEqual(['acme', 'ACME', 'Acme']);
  });

  it('accented names sort beside their base letter (D-DOM-1)', () => {
    expect(
      names(
        sortByBusinessName([company('Zeta', '1'), company('Émile', '2'), company('Delta', '3')]),
      ),
    ).toEqual(['Delta', 'Émile', 'Zeta']);
  });

  it.each([
    [entitlements(), 'none', undefined, 'no pending condition: no placeholder'],
    [
      entitlements({ isPendingOwlEntitlementsAvailable: true }),
      'none',
      'dunsNumberCreationPending',
      '"pending entitlements exist"',
    ],
    [
      entitlements({ credibilityEntitlements: [pendingCredibility] }),
      'none',
      'dunsNumberCreationPending',
      '"some credibility entitlement is not legacy_found with empty displayDuns"',
    ],
    [
      entitlements({ credibilityEntitlements: [foundCredibility] }),
      'none',
      undefined,
      'a legacy_found credibility entitlement is not pending',
    ],
    [
      entitlements({ dfcEntitlements: [{}] }),
      'none',
      'dunsNumberCreationPending',
      '"a credit-file entitlement exists"',
    ],
    [
      entitlements(),
      'notComplete',
      'dunsApplicationNotComplete',
      '"DUNS application progress is non-empty" (D-DOM-2)',
    ],
    [
      entitlements(),
      'processing',
      'dunsApplicationProcessing',
      '"DUNS application progress is non-empty" (D-DOM-2)',
    ],
    [
      entitlements({ dfcEntitlements: [{}] }),
      'processing',
      'dunsApplicationProcessing',
      "the application's own state is the more precise reason",
    ],
  ] as const)('pendingCompanyReason %#: %s', (value, progress, expected, _sentence) => {
    expect(pendingCompanyReason(value, progress)).toBe(expected);
  });

  it('"A placeholder pending company goes first" when a pending condition holds', () => {
    const list = companyList(
      [company('beta', '2'), company('Alpha', '1')],
      entitlements({ dfcEntitlements: [{}] }),
      'none',
    );
    expect(list[0]).toBe(pendingPlaceholderCompany);
    expect(names(list)).toEqual(['(Company pending)', 'Alpha', 'beta']);
  });

  it('without a pending condition there is no placeholder, even if the source holds one', () => {
    const list = companyList(
      [pendingPlaceholderCompany, company('beta', '2')],
      entitlements(),
      'none',
    );
    expect(names(list)).toEqual(['beta']);
  });

  it('the placeholder appears once even if the source already holds one', () => {
    const list = companyList(
      [company('a', '1'), pendingPlaceholderCompany],
      entitlements(),
      'notComplete',
    );
    expect(names(list)).toEqual(['(Company pending)', 'a']);
  });

  const progressArb = fc.constantFrom<DunsApplicationProgress>('none', 'notComplete', 'processing');
  const companiesArb = fc.array(
    fc.record({
      name: fc.stringMatching(/^[A-Za-z0-9 ]{0,8}$/),
      duns: fc.stringMatching(/^[0-9]{9}$/),
    }),
    { maxLength: 12 },
  );

  it('property: the list is a sorted permutation, placeholder first exactly when pending', () => {
    fc.assert(
      fc.property(companiesArb, progressArb, fc.boolean(), (rows, progress, owl) => {
        const source = rows.map((row) => company(row.name, row.duns));
        const value = entitlements({ isPendingOwlEntitlementsAvailable: owl });
        const list = companyList(source, value, progress);
        const pending = owl || progress !== 'none';
        const rest = pending ? list.slice(1) : list;
        expect(list[0] === pendingPlaceholderCompany).toBe(pending);
        const dunsOf = (list: readonly { profileDetails: { dunsNumber: string } }[]) =>
          list.map((entry) => entry.profileDetails.dunsNumber).sort();
        expect(dunsOf(rest)).toEqual(dunsOf(source));
        for (let index = 1; index < rest.length; index += 1) {
          const previous = rest[index - 1]?.summary.businessName.toLowerCase() ?? '';
          const current = rest[index]?.summary.businessName.toLowerCase() ?? '';
          expect(previous.localeCompare(current, 'en')).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('property: changing the case of names does not change the order', () => {
    fc.assert(
      fc.property(companiesArb, (rows) => {
        const source = rows.map((row, index) => company(row.name, String(index)));
        const upper = source.map((entry) =>
          company(entry.summary.businessName.toUpperCase(), entry.profileDetails.dunsNumber),
        );
        const order = (list: readonly ReturnType<typeof company>[]) =>
          list.map((entry) => entry.profileDetails.dunsNumber);
        expect(order(sortByBusinessName(upper))).toEqual(order(sortByBusinessName(source)));
      }),
    );
  });
});
