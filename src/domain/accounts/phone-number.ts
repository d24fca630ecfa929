import * as E from 'fp-ts/Either';
import type { CountryCode } from '../locale/country';
import { isBlank } from './required-field';
import { BLANK_FIELD, type BlankField, type ValidationError } from './validation-error';

// Spec §5 "Phone: US and CA 10 digits; CZ +420 XXX XXX XXX; CH +41XXXXXXXXX; HU +36 XX XXX XXXX;
// PL +48 plus 9 digits; SI +386 plus 9; SE +46; DK +45 plus 8; NO +47 plus 8; FI +358 plus 9."
// GB takes 10 digits after +44, IE 7–9 after +353, SE 7–9; spaces, hyphens, dots, slashes and
// parentheses are ignored, and `00` counts as `+` (D-DOM-12). The result is canonical: ten digits
// for US and CA, `+<country code><digits>` elsewhere.

export type PhoneError = ValidationError<BlankField | 'validation.phone.invalid'>;

interface InternationalFormat {
  readonly callingCode: string;
  readonly minDigits: number;
  readonly maxDigits: number;
}

const international = (callingCode: string, minDigits: number, maxDigits = minDigits) => ({
  callingCode,
  minDigits,
  maxDigits,
});

const INTERNATIONAL_FORMATS: Readonly<
  Record<Exclude<CountryCode, 'US' | 'CA'>, InternationalFormat>
> = {
  GB: international('44', 10),
  IE: international('353', 7, 9),
  CZ: international('420', 9),
  CH: international('41', 9),
  HU: international('36', 9),
  PL: international('48', 9),
  SI: international('386', 9),
  SE: international('46', 7, 9),
  DK: international('45', 8),
  NO: international('47', 8),
  FI: international('358', 9),
};

/** North American numbering: area code and exchange start with 2-9; an optional +1 or 1. */
const NORTH_AMERICAN = /^(?:\+?1)?([2-9]\d{2}[2-9]\d{6})$/;
const SEPARATORS = /[\s().\-/]/g;

const canonicalPhone = (country: CountryCode, compact: string): string | undefined => {
  if (country === 'US' || country === 'CA') return NORTH_AMERICAN.exec(compact)?.[1];
  const { callingCode, minDigits, maxDigits } = INTERNATIONAL_FORMATS[country];
  const withPlus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  const pattern = new RegExp(`^\\+${callingCode}(\\d{${minDigits},${maxDigits}})$`);
  return pattern.test(withPlus) ? withPlus : undefined;
};

/**
 * A phone number as a user of the country writes it, for a field's placeholder: the national
 * layout for US and CA, `+<country code>` and the digits grouped as usual elsewhere.
 */
export const PHONE_NUMBER_EXAMPLES: Readonly<Record<CountryCode, string>> = {
  US: '(217) 555-0134',
  CA: '(416) 555-0134',
  GB: '+44 20 7946 0958',
  IE: '+353 1 234 5678',
  CZ: '+420 601 123 456',
  CH: '+41 44 668 18 00',
  HU: '+36 30 123 4567',
  PL: '+48 512 345 678',
  SI: '+386 401 234 567',
  SE: '+46 70 123 45 67',
  DK: '+45 32 12 34 56',
  NO: '+47 22 12 34 56',
  FI: '+358 40 123 4567',
};

export const validatePhoneNumber = (
  country: CountryCode,
  value: string,
): E.Either<PhoneError, string> => {
  if (isBlank(value)) return E.left({ code: BLANK_FIELD });
  const canonical = canonicalPhone(country, value.replace(SEPARATORS, ''));
  return canonical === undefined
    ? E.left({ code: 'validation.phone.invalid' })
    : E.right(canonical);
};
