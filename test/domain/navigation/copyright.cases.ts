import { COPYRIGHT_FIRST_YEAR, copyrightRange } from '../../../src/domain/navigation/copyright';
import { eachConstantIsAsQuoted } from '../constant-rows';

describe('copyright — §9 "footer copyright range from 2000 to the current year"', () => {
  it.each([
    [2026, { from: 2000, to: 2026 }],
    [2000, { from: 2000, to: 2000 }],
    [1999, { from: 2000, to: 2000 }],
  ])('year %s → %j', (year, expected) => {
    expect(copyrightRange(year)).toEqual(expected);
  });
});

describe('copyright — §9 constants', () => {
  eachConstantIsAsQuoted([['"footer copyright range from 2000"', COPYRIGHT_FIRST_YEAR, 2000]]);
});
