import fc from 'fast-check';
import { filterCompaniesByName } from '../../../src/domain/companies/company-filter';
import { company, names } from '../fixtures';

const list = [company('Acme Corp', '1'), company('Beta Acme', '2'), company('Gamma', '3')];

describe('company dropdown filter — §5 "Company dropdown search: case-insensitive substring of business name."', () => {
  it.each([
    ['acme', ['Acme Corp', 'Beta Acme'], 'substring anywhere'],
    ['ACME', ['Acme Corp', 'Beta Acme'], 'case-insensitive'],
    ['a c', [], 'a substring, not a word match'],
    ['ma', ['Gamma'], 'a substring inside a word'],
    ['', ['Acme Corp', 'Beta Acme', 'Gamma'], 'an empty search keeps all'],
    ['  gamma ', ['Gamma'], 'surrounding spaces are ignored'],
    ['zzz', [], 'nothing matches'],
  ])('%j → %j: %s', (query, expected) => {
    expect(names(filterCompaniesByName(list, query))).toEqual(expected);
  });

  it('property: keeps exactly the companies whose lower-cased name contains the lower-cased query, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 10 }),
        fc.string({ maxLength: 3 }),
        (businessNames, query) => {
          const source = businessNames.map((name, index) => company(name, String(index)));
          const kept = filterCompaniesByName(source, query);
          const needle = query.trim().toLowerCase();
          expect(kept).toEqual(
            source.filter((entry) => entry.summary.businessName.toLowerCase().includes(needle)),
          );
        },
      ),
    );
  });

  it('property: upper-casing the search never changes an ASCII result', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zA-Z ]{0,8}$/), { maxLength: 10 }),
        fc.stringMatching(/^[a-z]{0,3}$/),
        (businessNames, query) => {
          const source = businessNames.map((name, index) => company(name, String(index)));
          expect(filterCompaniesByName(source, query.toUpperCase())).toEqual(
            filterCompaniesByName(source, query),
          );
        },
      ),
    );
  });
});
