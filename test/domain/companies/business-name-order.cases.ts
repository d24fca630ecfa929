import { compareBusinessNames } from '../../../src/domain/companies/business-name-order';

// D-DOM-1: business names in the order of an English collator that ignores case, not accents.

describe('business names in order — D-DOM-1', () => {
  it.each([
    ['Alpha', 'beta', -1, 'case ignored'],
    ['ACME', 'acme', 0, 'equal but for case'],
    ['Acme', 'Acme Trading', -1, 'a name before its longer self'],
    ['A-1 Supplies', 'A1 Supplies', -1, 'a hyphen weighs less than a digit'],
    ['Zeta', 'Émile', 1, 'an accented name beside its base letter'],
    ['Émile', 'Emile', 1, 'an accent counts after the letters'],
    ['café', 'Cafe', 1, 'accents count, case does not'],
  ])('%s against %s: %i (%s)', (a, b, expected) => {
    expect(Math.sign(compareBusinessNames(a, b))).toBe(expected);
  });
});
