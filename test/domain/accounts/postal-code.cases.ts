import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { SUPPORTED_COUNTRIES, type CountryCode } from '../../../src/domain/locale/country';
import { POSTAL_CODE_EXAMPLES, validatePostalCode } from '../../../src/domain/accounts/postal-code';

const invalid = E.left({ code: 'validation.postalCode.invalid' });

describe('postal codes — §5 "Postal formats" and §9 "ZIP 5 digits"; CA, GB, IE: D-DOM-11', () => {
  it.each<[CountryCode, string, E.Either<unknown, string>, string]>([
    ['CZ', '110 00', E.right('110 00'), '"CZ XXX XX"'],
    ['CZ', '11000', E.right('110 00'), 'CZ without the space is put in format'],
    ['CZ', '1100', invalid, 'CZ four digits'],
    ['CZ', '110-00', invalid, 'CZ with a hyphen'],
    ['CZ', '1110 00', invalid, 'CZ four digits before the space'],
    ['SE', '114 555', invalid, 'SE three digits after the space'],
    ['CH', '8001', E.right('8001'), '"CH 4 digits"'],
    ['CH', '80010', invalid, 'CH five digits'],
    ['HU', '1051', E.right('1051'), '"HU 4 digits"'],
    ['HU', '105', invalid, 'HU three digits'],
    ['PL', '00-950', E.right('00-950'), '"PL XX-XXX"'],
    ['PL', '00950', E.right('00-950'), 'PL without the hyphen is put in format'],
    ['PL', '00 950', invalid, 'PL with a space'],
    ['PL', '000-950', invalid, 'PL three digits before the hyphen'],
    ['PL', '00-9500', invalid, 'PL four digits after the hyphen'],
    ['SI', '1000', E.right('1000'), '"SI xxxx"'],
    ['SI', 'SI-1000', invalid, 'SI with a prefix'],
    ['SE', '114 55', E.right('114 55'), '"SE XXX XX"'],
    ['SE', '11455', E.right('114 55'), 'SE without the space'],
    ['DK', '2100', E.right('2100'), '"DK ... 4 digits"'],
    ['NO', '0150', E.right('0150'), '"NO 4 digits"'],
    ['NO', 'O150', invalid, 'NO with a letter O'],
    ['FI', '00100', E.right('00100'), '"FI 5 digits"'],
    ['FI', '0010', invalid, 'FI four digits'],
    ['US', '10001', E.right('10001'), 'US 5-digit ZIP'],
    ['US', '10001-1234', invalid, 'ZIP+4 is not the "5-digit ZIP"'],
    ['US', '1000', invalid, 'US four digits'],
    ['US', '100011', invalid, 'US six digits'],
    ['CA', 'k1a 0b1', E.right('K1A 0B1'), 'CA "A1A 1A1", upper-cased'],
    ['CA', 'K1A0B1', E.right('K1A 0B1'), 'CA without the space'],
    ['CA', 'D1A 0B1', invalid, 'CA never starts with D'],
    ['CA', 'K1A 0O1', invalid, 'CA never uses O'],
    ['CA', 'AK1A 0B1', invalid, 'CA with a leading extra letter'],
    ['CA', 'K1A 0B1 2', invalid, 'CA with a trailing extra character'],
    ['GB', 'sw1a 1aa', E.right('SW1A 1AA'), 'GB outward and inward code'],
    ['GB', 'M1 1AE', E.right('M1 1AE'), 'GB short outward code'],
    ['GB', 'EC1A1BB', E.right('EC1A 1BB'), 'GB without the space'],
    ['GB', 'GIR 0AA', E.right('GIR 0AA'), 'GB Girobank'],
    ['GB', 'QA1 1AA', invalid, 'GB never starts with Q'],
    ['GB', 'SW1A 1CA', invalid, 'GB inward code never uses C'],
    ['GB', '12345', invalid, 'GB digits only'],
    ['GB', 'SW1A 1AAA', invalid, 'GB inward code of four characters'],
    ['IE', 'd02 x285', E.right('D02 X285'), 'IE Eircode'],
    ['IE', 'A65F4E2', E.right('A65 F4E2'), 'IE Eircode without the space'],
    ['IE', 'D6W 1234', E.right('D6W 1234'), 'IE Dublin 6W'],
    ['IE', 'B65 F4E2', invalid, 'IE routing key never starts with B'],
    ['IE', 'A65 F4E', invalid, 'IE unique identifier is four characters'],
    ['IE', 'A65 F4E22', invalid, 'IE unique identifier is four characters, not five'],
    ['IE', 'XD02 X285', invalid, 'IE routing key is three characters, not four'],
    ['DK', '  2100  ', E.right('2100'), 'surrounding spaces are ignored'],
    ['CZ', '110   00', E.right('110 00'), 'inner spaces are collapsed'],
    ['CZ', '', E.left({ code: 'validation.required.blank' }), 'blank'],
  ])('%s %j: %s', (country, value, expected) => {
    expect(validatePostalCode(country, value)).toEqual(expected);
  });

  it('property: a valid code stays valid and unchanged when validated again (canonical form)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPORTED_COUNTRIES),
        fc.stringMatching(/^[0-9A-Za-z -]{0,9}$/),
        (country, value) => {
          const first = validatePostalCode(country, value);
          if (E.isRight(first)) expect(validatePostalCode(country, first.right)).toEqual(first);
        },
      ),
    );
  });

  it('property: any four digits are valid exactly in CH, HU, SI, DK and NO', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{4}$/),
        fc.constantFrom(...SUPPORTED_COUNTRIES),
        (digits, country) => {
          expect(E.isRight(validatePostalCode(country, digits))).toBe(
            ['CH', 'HU', 'SI', 'DK', 'NO'].includes(country),
          );
        },
      ),
    );
  });

  it('property: any five digits are valid in US, FI, CZ, SE and PL', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{5}$/),
        fc.constantFrom<CountryCode>('US', 'FI', 'CZ', 'SE', 'PL'),
        (digits, country) => {
          expect(E.isRight(validatePostalCode(country, digits))).toBe(true);
        },
      ),
    );
  });
});

describe('postal code placeholders — the country’s own format (issue 11)', () => {
  it.each(SUPPORTED_COUNTRIES)('%s: the example is valid and already canonical', (country) => {
    const example = POSTAL_CODE_EXAMPLES[country];
    expect(validatePostalCode(country, example)).toEqual(E.right(example));
  });
});
