import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  BUSINESS_NAME_MIN_LENGTH,
  validateDunsSearch,
  ZIP_CODE_LENGTH,
} from '../../../src/domain/companies/duns-search';
import { eachConstantIsAsQuoted } from '../constant-rows';

const zip = { field: 'zipCode', code: 'validation.zipCode.invalid' };
const name = { field: 'businessName', code: 'validation.businessName.tooShort' };

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
  ]);
});
