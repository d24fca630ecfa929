import fc from 'fast-check';
import {
  DEFAULT_COUNTRY,
  isSupportedCountry,
  resolveCountry,
  SUPPORTED_COUNTRIES,
} from '../../../src/domain/locale/country';
import { eachConstantIsAsQuoted } from '../constant-rows';

describe('countries — §1 "Localisation covers 13 countries"', () => {
  it('"US, CA, GB, IE, CZ, CH, HU, PL, SI, SE, DK, NO, FI"', () => {
    expect(SUPPORTED_COUNTRIES).toEqual([
      'US',
      'CA',
      'GB',
      'IE',
      'CZ',
      'CH',
      'HU',
      'PL',
      'SI',
      'SE',
      'DK',
      'NO',
      'FI',
    ]);
  });

  it.each([
    ['GB', true],
    ['FI', true],
    ['gb', false],
    ['DE', false],
    ['', false],
  ])('isSupportedCountry(%j) is %s', (value, expected) => {
    expect(isSupportedCountry(value)).toBe(expected);
  });

  it.each([
    ['CA', 'CA', 'a supported country is kept'],
    [' se ', 'SE', 'case and spaces are ignored'],
    ['DE', 'US', '§5 "country in the supported list, otherwise US"'],
    ['', 'US', 'an empty country is the US'],
    [null, 'US', 'no country is the US'],
    [undefined, 'US', 'no country is the US'],
  ])('resolveCountry(%j) is %s: %s', (value, expected, _sentence) => {
    expect(resolveCountry(value)).toBe(expected);
  });

  it('property: always answers a supported country, and keeps any supported one', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (value) => {
        expect(SUPPORTED_COUNTRIES).toContain(resolveCountry(value));
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...SUPPORTED_COUNTRIES), (country) => {
        expect(resolveCountry(country.toLowerCase())).toBe(country);
      }),
    );
  });
});

describe('countries — §9 constants', () => {
  eachConstantIsAsQuoted([['"Default country id US"', DEFAULT_COUNTRY, 'US']]);
});
