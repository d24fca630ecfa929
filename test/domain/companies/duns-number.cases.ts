import fc from 'fast-check';
import {
  DUNS_APPLICATION_MAX_BUSINESS_DAYS,
  DUNS_DELIVERY_MAX_BUSINESS_DAYS,
  DUNS_NUMBER_PATTERN,
  formatDunsNumber,
  isDunsNumber,
} from '../../../src/domain/companies/duns-number';
import { eachConstantIsAsQuoted } from '../constant-rows';

describe('DUNS number — DECISIONS.md "DUNS: a string of exactly nine digits (^\\d{9}$)"', () => {
  it.each([
    ['123456789', true, 'nine digits'],
    ['012345678', true, 'leading zeros are kept: never a number'],
    ['12345678', false, 'eight digits'],
    ['1234567890', false, 'ten digits'],
    ['12345678a', false, 'a letter'],
    [' 123456789', false, 'a space'],
    ['12-345-6789', false, 'the display format'],
    ['١٢٣٤٥٦٧٨٩', false, 'non-ASCII digits'],
    ['', false, 'empty'],
  ])('isDunsNumber(%j) is %s: %s', (value, expected) => {
    expect(isDunsNumber(value)).toBe(expected);
  });

  it.each([
    ['123456789', '12-345-6789', 'D-DOM-4: shown as 12-345-6789'],
    ['012345678', '01-234-5678', 'leading zeros shown'],
    ['12345', '12345', 'anything else is shown as given'],
  ])('formatDunsNumber(%j) is %j: %s', (value, expected) => {
    expect(formatDunsNumber(value)).toBe(expected);
  });

  it('property: exactly the strings of nine ASCII digits are DUNS numbers', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{9}$/), (duns) => {
        expect(isDunsNumber(duns)).toBe(true);
        expect(formatDunsNumber(duns).replaceAll('-', '')).toBe(duns);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isDunsNumber(value)).toBe(/^[0-9]{9}$/.test(value));
      }),
    );
  });
});

describe('DUNS number — §9 constants', () => {
  eachConstantIsAsQuoted([
    ['"DUNS application takes up to 30 business days"', DUNS_APPLICATION_MAX_BUSINESS_DAYS, 30],
    [
      '"delivery stated as up to 8 business days in one text; up to 5 business days in French text"',
      DUNS_DELIVERY_MAX_BUSINESS_DAYS,
      { default: 8, french: 5 },
    ],
    [
      '"exactly nine digits", as a pattern for the server\'s schemas',
      DUNS_NUMBER_PATTERN,
      '^[0-9]{9}$',
    ],
  ]);
});
