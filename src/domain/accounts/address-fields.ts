import * as E from 'fp-ts/Either';
import type { CountryCode } from '../locale/country';
import { isBlank } from './required-field';
import { BLANK_FIELD, type BlankField, type ValidationError } from './validation-error';
import { NAME_MAX_LENGTH } from './person-name';

// Spec §5 "Each of first name, last name, street address, city, state/county/province, postal
// code and phone has its own "Please enter a valid ..." message." A street takes letters, digits
// and `. , ' # / & ( ) -` (at most 100); a city, and a region outside the US and Canada, letters,
// spaces, `.`, `'` and `-` (at most 50); a US or Canadian region its state or province code
// (D-DOM-13).

/** D-DOM-13: longest accepted street; city and region are as long as a name (NAME_MAX_LENGTH). */
export const STREET_MAX_LENGTH = 100;

export type StreetError = ValidationError<BlankField | 'validation.street.invalid'>;
export type CityError = ValidationError<BlankField | 'validation.city.invalid'>;
export type RegionError = ValidationError<BlankField | 'validation.region.invalid'>;

const STREET = /^(?=.*[\p{L}\p{N}])[\p{L}\p{M}\p{N} .,'#/&()-]+$/u;
const PLACE_NAME = /^(?=.*\p{L})[\p{L}\p{M} .'-]+$/u;

/** Two-letter codes of the US states, DC and the inhabited territories. */
export const US_STATES: readonly string[] = (
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM ' +
  'NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR VI GU AS MP'
).split(' ');

/** Two-letter codes of the Canadian provinces and territories. */
export const CANADIAN_PROVINCES: readonly string[] = 'AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(
  ' ',
);

const checked = <Code extends string>(
  value: string,
  isValid: (trimmed: string) => boolean,
  code: Code,
): E.Either<ValidationError<BlankField | Code>, string> => {
  if (isBlank(value)) return E.left({ code: BLANK_FIELD });
  const trimmed = value.trim();
  return isValid(trimmed) ? E.right(trimmed) : E.left({ code });
};

export const validateStreetAddress = (value: string): E.Either<StreetError, string> =>
  checked(
    value,
    (v) => v.length <= STREET_MAX_LENGTH && STREET.test(v),
    'validation.street.invalid',
  );

export const validateCity = (value: string): E.Either<CityError, string> =>
  checked(
    value,
    (v) => v.length <= NAME_MAX_LENGTH && PLACE_NAME.test(v),
    'validation.city.invalid',
  );

/** US states and Canadian provinces by code (returned upper-case); elsewhere a place name. */
export const validateRegion = (
  country: CountryCode,
  value: string,
): E.Either<RegionError, string> => {
  const codes = country === 'US' ? US_STATES : country === 'CA' ? CANADIAN_PROVINCES : undefined;
  if (codes === undefined) {
    return checked(
      value,
      (v) => v.length <= NAME_MAX_LENGTH && PLACE_NAME.test(v),
      'validation.region.invalid',
    );
  }
  return E.map((code: string) => code.toUpperCase())(
    checked(value, (v) => codes.includes(v.toUpperCase()), 'validation.region.invalid'),
  );
};
