import * as E from 'fp-ts/Either';
import {
  CANADIAN_PROVINCES,
  STREET_MAX_LENGTH,
  US_STATES,
  validateCity,
  validateRegion,
  validateStreetAddress,
} from '../../../src/domain/accounts/address-fields';
import { eachConstantIsAsQuoted } from '../constant-rows';

const blank = E.left({ code: 'validation.required.blank' });

describe('address fields — §5 "Each of ... street address, city, state/county/province ... has its own "Please enter a valid ..." message" (D-DOM-13)', () => {
  const street = E.left({ code: 'validation.street.invalid' });
  it.each([
    ['1 Main Street', E.right('1 Main Street')],
    ["  Flat 2/3, 14 O'Connell St. (rear) ", E.right("Flat 2/3, 14 O'Connell St. (rear)")],
    ['Václavské náměstí 1', E.right('Václavské náměstí 1')],
    ['#12 & 14-16', E.right('#12 & 14-16')],
    ['Road <script>', street],
    ['<1 Main Street', street],
    ['...', street],
    ['a'.repeat(100), E.right('a'.repeat(100))],
    ['a'.repeat(101), street],
    ['', blank],
  ])('validateStreetAddress(%j)', (value, expected) => {
    expect(validateStreetAddress(value)).toEqual(expected);
  });

  const city = E.left({ code: 'validation.city.invalid' });
  it.each([
    ['Zürich', E.right('Zürich')],
    ["St. John's", E.right("St. John's")],
    ['Stratford-upon-Avon', E.right('Stratford-upon-Avon')],
    ['A Coruña', E.right('A Coruña')],
    ['Dublin 2', city],
    ['2 Dublin', city],
    ['--', city],
    ['a'.repeat(50), E.right('a'.repeat(50))],
    ['a'.repeat(51), city],
    [' ', blank],
  ])('validateCity(%j)', (value, expected) => {
    expect(validateCity(value)).toEqual(expected);
  });

  const region = E.left({ code: 'validation.region.invalid' });
  it.each([
    ['US', 'ny', E.right('NY'), 'a US state by its code'],
    ['US', 'DC', E.right('DC'), 'the District of Columbia'],
    ['US', 'PR', E.right('PR'), 'a territory'],
    ['US', 'New York', region, 'a state name is not its code'],
    ['US', 'ON', region, 'a province is no state'],
    ['CA', 'qc', E.right('QC'), 'a Canadian province by its code'],
    ['CA', 'NY', region, 'a state is no province'],
    ['GB', 'Greater London', E.right('Greater London'), 'a county elsewhere'],
    ['IE', 'Co. Dublin', E.right('Co. Dublin'), 'a county with a period'],
    ['PL', 'Małopolskie', E.right('Małopolskie'), 'a voivodeship'],
    ['CH', '12', region, 'no digits'],
    ['SE', 'a'.repeat(51), region, 'too long'],
    ['CZ', 'a'.repeat(50), E.right('a'.repeat(50)), 'long enough'],
    ['US', '', blank, 'blank'],
    ['GB', '', blank, 'blank'],
  ] as const)('validateRegion(%s, %j): %s', (country, value, expected, _sentence) => {
    expect(validateRegion(country, value)).toEqual(expected);
  });

  it('knows the 50 states, DC and 5 territories, and the 13 provinces and territories', () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATES).size).toBe(56);
    expect(US_STATES).toEqual(
      expect.arrayContaining(['AL', 'WY', 'DC', 'PR', 'VI', 'GU', 'AS', 'MP']),
    );
    expect(CANADIAN_PROVINCES).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'NT',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
  });
});

describe('address fields — D-DOM-13 constants', () => {
  eachConstantIsAsQuoted([['D-DOM-13 street length', STREET_MAX_LENGTH, 100]]);
});
