import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { SUPPORTED_COUNTRIES, type CountryCode } from '../../../src/domain/locale/country';
import {
  PHONE_NUMBER_EXAMPLES,
  validatePhoneNumber,
} from '../../../src/domain/accounts/phone-number';

const invalid = E.left({ code: 'validation.phone.invalid' });

describe('phone numbers — §5 "Phone: ..." (D-DOM-12)', () => {
  it.each<[CountryCode, string, E.Either<unknown, string>, string]>([
    ['US', '(212) 555-0123', E.right('2125550123'), '"US ... 10 digits"'],
    ['US', '212.555.0123', E.right('2125550123'), 'dots separate'],
    ['US', '+1 212 555 0123', E.right('2125550123'), 'with +1'],
    ['US', '1-212-555-0123', E.right('2125550123'), 'with a leading 1'],
    ['US', '212555012', invalid, 'nine digits'],
    ['US', '21255501234', invalid, 'eleven digits not starting with 1'],
    ['US', '+44 212 555 0123', invalid, 'another country calling code than +1'],
    ['US', '012 555 0123', invalid, 'an area code never starts with 0'],
    ['US', '212 155 0123', invalid, 'an exchange never starts with 1'],
    ['CA', '613-555-0199', E.right('6135550199'), '"CA 10 digits"'],
    ['CZ', '+420 601 123 456', E.right('+420601123456'), '"CZ +420 XXX XXX XXX"'],
    ['CZ', '00420601123456', E.right('+420601123456'), '00 is the international prefix'],
    ['CZ', '601 123 456', invalid, 'CZ without +420'],
    ['CZ', '+420 601 123 45', invalid, 'CZ eight digits'],
    ['CH', '+41441234567', E.right('+41441234567'), '"CH +41XXXXXXXXX"'],
    ['CH', '+4144123456', invalid, 'CH eight digits'],
    ['HU', '+36 30 123 4567', E.right('+36301234567'), '"HU +36 XX XXX XXXX"'],
    ['HU', '+36 30 123 456', invalid, 'HU eight digits'],
    ['PL', '+48 601 234 567', E.right('+48601234567'), '"PL +48 plus 9 digits"'],
    ['PL', '+48 601 234 5678', invalid, 'PL ten digits'],
    ['SI', '+386 40 123 4567', E.right('+386401234567'), '"SI +386 plus 9"'],
    ['SE', '+46 8 123 456', E.right('+468123456'), '"SE +46" with seven digits'],
    ['SE', '+46 70 123 45 67', E.right('+46701234567'), 'SE with nine digits'],
    ['SE', '+46 12 345', invalid, 'SE five digits'],
    ['SE', '+46 70 123 45 678', invalid, 'SE ten digits'],
    ['DK', '+45 32 12 34 56', E.right('+4532123456'), '"DK +45 plus 8"'],
    ['DK', '+45 3212 345', invalid, 'DK seven digits'],
    ['NO', '+47 22 12 34 56', E.right('+4722123456'), '"NO +47 plus 8"'],
    ['NO', '+45 22 12 34 56', invalid, "another country's code"],
    ['FI', '+358 40 123 4567', E.right('+358401234567'), '"FI +358 plus 9"'],
    ['GB', '+44 20 7946 0018', E.right('+442079460018'), 'GB +44 plus 10 (D-DOM-12)'],
    ['GB', '020 7946 0018', invalid, 'GB national format'],
    ['IE', '+353 87 123 4567', E.right('+353871234567'), 'IE +353 plus 9, a mobile (D-DOM-12)'],
    ['IE', '+353 1 234 5678', E.right('+35312345678'), 'IE +353 plus 8, Dublin (D-DOM-12)'],
    ['IE', '+353 1 234 56', invalid, 'IE six digits'],
    ['IE', '+353 87 123 45678', invalid, 'IE ten digits'],
    ['FI', '+358 40 123 456a', invalid, 'a letter'],
    ['US', ' ', E.left({ code: 'validation.required.blank' }), 'blank'],
  ])('%s %j: %s', (country, value, expected) => {
    expect(validatePhoneNumber(country, value)).toEqual(expected);
  });

  it('property: +48 and any nine digits, however spaced, are a Polish number', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('0', '1', '5', '9'), { minLength: 9, maxLength: 9 }),
        fc.constantFrom(' ', '-', ''),
        (digits, separator) => {
          expect(validatePhoneNumber('PL', `+48 ${digits.join(separator)}`)).toEqual(
            E.right(`+48${digits.join('')}`),
          );
        },
      ),
    );
  });

  it('property: a valid number is valid again in its canonical form', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CountryCode>(
          'US',
          'CA',
          'CZ',
          'CH',
          'HU',
          'PL',
          'SI',
          'SE',
          'DK',
          'NO',
          'FI',
          'GB',
          'IE',
        ),
        fc.stringMatching(/^\+?[0-9 ()-]{7,16}$/),
        (country, value) => {
          const first = validatePhoneNumber(country, value);
          if (E.isRight(first)) expect(validatePhoneNumber(country, first.right)).toEqual(first);
        },
      ),
    );
  });
});

describe('phone number placeholders — as the country writes them (issue 11)', () => {
  it.each(SUPPORTED_COUNTRIES)('%s: the example is a valid number of the country', (country) => {
    expect(E.isRight(validatePhoneNumber(country, PHONE_NUMBER_EXAMPLES[country]))).toBe(true);
  });

  it('a number of one country is not valid for another calling code', () => {
    expect(validatePhoneNumber('DK', PHONE_NUMBER_EXAMPLES.NO)).toEqual(invalid);
  });
});
