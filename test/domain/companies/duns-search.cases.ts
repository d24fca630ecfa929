import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  BUSINESS_NAME_MAX_LENGTH,
  BUSINESS_NAME_MIN_LENGTH,
  validateBusinessName,
  validateDunsSearch,
  validateZipCode,
  ZIP_CODE_LENGTH,
  ZIP_CODE_PATTERN,
} from '../../../src/domain/companies/duns-search';
import { eachConstantIsAsQuoted } from '../constant-rows';

const zip = { field: 'zipCode', code: 'validation.zipCode.invalid' };
const name = { field: 'businessName', code: 'validation.businessName.tooShort' };
const long = { field: 'businessName', code: 'validation.businessName.tooLong' };

describe('DUNS search — §5 "ZIP valid 5-digit US ("Enter a valid 5-digit ZIP Code"); business name at least 3 characters ("Please enter 3 or more characters")"', () => {
  it.each([
    [
      { businessName: 'Acme', zipCode: '10001' },
      E.right({ businessName: 'Acme', zipCode: '10001' }),
    ],
    [
      { businessName: ' Acm ', zipCode: ' 10001 ' },
      E.right({ businessName: 'Acm', zipCode: '10001' }),
    ],
    // "3 or more characters": a space between words is one of them (D-DOM-27).
    [{ businessName: 'A B', zipCode: '10001' }, E.right({ businessName: 'A B', zipCode: '10001' })],
    [{ businessName: 'Ac', zipCode: '10001' }, E.left([name])],
    [{ businessName: ' Ac  ', zipCode: '10001' }, E.left([name])],
    [{ businessName: 'Acme', zipCode: '1000' }, E.left([zip])],
    [{ businessName: 'Acme', zipCode: '100011' }, E.left([zip])],
    [{ businessName: 'Acme', zipCode: '1000a' }, E.left([zip])],
    [{ businessName: 'Acme', zipCode: '10001-1234' }, E.left([zip])],
    [{ businessName: '', zipCode: '' }, E.left([name, zip])],
  ])('%j', (form, expected) => {
    expect(validateDunsSearch(form)).toEqual(expected);
  });

  it.each([
    // D-DOM-27: at most 120 characters, counted as the user sees them, after trimming.
    ['a'.repeat(120), true],
    [` ${'a'.repeat(120)} `, true],
    ['a'.repeat(121), false],
    ['é'.repeat(120), true],
    ['🙂'.repeat(120), true],
    ['🙂'.repeat(121), false],
  ])('a business name of at most 120 characters: %j is accepted: %s', (businessName, ok) => {
    expect(validateDunsSearch({ businessName, zipCode: '10001' })).toEqual(
      ok ? E.right({ businessName: businessName.trim(), zipCode: '10001' }) : E.left([long]),
    );
  });

  it.each([
    ['Acme', E.right('Acme')],
    [' A B ', E.right('A B')],
    ['Ac', E.left(name)],
    ['x'.repeat(121), E.left(long)],
  ])(
    'each field alone, as the server checks a free DUNS application: business name %j',
    (typed, expected) => {
      expect(validateBusinessName(typed)).toEqual(expected);
    },
  );

  it.each([
    [' 10001 ', E.right('10001')],
    ['１０００１', E.left(zip)],
    ['', E.left(zip)],
  ])('each field alone: ZIP Code %j', (typed, expected) => {
    expect(validateZipCode(typed)).toEqual(expected);
  });

  it('property: exactly names of 3+ characters (trimmed) with 5-digit ZIPs pass', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 6 }),
        fc.string({ maxLength: 6 }),
        (businessName, zipCode) => {
          const ok = [...businessName.trim()].length >= 3 && /^[0-9]{5}$/.test(zipCode.trim());
          expect(E.isRight(validateDunsSearch({ businessName, zipCode }))).toBe(ok);
        },
      ),
    );
  });
});

describe('DUNS search — §9 constants', () => {
  eachConstantIsAsQuoted([
    ['"ZIP 5 digits"', ZIP_CODE_LENGTH, 5],
    ['"business name at least 3 characters"', BUSINESS_NAME_MIN_LENGTH, 3],
    ['D-DOM-27 "a business name of at most 120 characters"', BUSINESS_NAME_MAX_LENGTH, 120],
    ['"ZIP 5 digits", as a pattern for the server\'s schemas', ZIP_CODE_PATTERN, '^[0-9]{5}$'],
  ]);
});
