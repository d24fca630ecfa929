import * as E from 'fp-ts/Either';
import type { CountryCode } from '../locale/country';
import { isBlank } from './required-field';
import { BLANK_FIELD, type BlankField, type ValidationError } from './validation-error';

// Spec §5 "Postal formats: CZ XXX XX; CH 4 digits; HU 4 digits; PL XX-XXX; SI xxxx; SE XXX XX;
// DK and NO 4 digits; FI 5 digits." §9 "ZIP 5 digits". CA takes `A1A 1A1` with Canada Post's
// letters, GB the Royal Mail code, IE an Eircode (D-DOM-11). The value is trimmed, upper-cased and
// its spaces collapsed before matching, and returned in the canonical format (`11000` → `110 00`,
// `sw1a1aa` → `SW1A 1AA`).

export type PostalCodeError = ValidationError<BlankField | 'validation.postalCode.invalid'>;

interface PostalFormat {
  readonly pattern: RegExp;
  /** Canonical form from the pattern's capture groups; the default is the whole match. */
  readonly canonical?: (groups: readonly string[]) => string;
}

const spaced = (groups: readonly string[]): string => groups.join(' ');
const FOUR_DIGITS: PostalFormat = { pattern: /^(\d{4})$/ };
const FIVE_DIGITS: PostalFormat = { pattern: /^(\d{5})$/ };
const THREE_SPACE_TWO: PostalFormat = { pattern: /^(\d{3}) ?(\d{2})$/, canonical: spaced };

const POSTAL_FORMATS: Readonly<Record<CountryCode, PostalFormat>> = {
  US: FIVE_DIGITS,
  CA: {
    pattern: /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/,
    canonical: spaced,
  },
  GB: {
    pattern: /^([A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?|GIR) ?(\d[ABD-HJLNP-UW-Z]{2})$/,
    canonical: spaced,
  },
  IE: { pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?([0-9AC-FHKNPRTV-Y]{4})$/, canonical: spaced },
  CZ: THREE_SPACE_TWO,
  CH: FOUR_DIGITS,
  HU: FOUR_DIGITS,
  PL: { pattern: /^(\d{2})-?(\d{3})$/, canonical: (groups) => groups.join('-') },
  SI: FOUR_DIGITS,
  SE: THREE_SPACE_TWO,
  DK: FOUR_DIGITS,
  NO: FOUR_DIGITS,
  FI: FIVE_DIGITS,
};

/**
 * A postal code of the country's format, in canonical form, for a field's placeholder (issue 11:
 * "postal and phone formats and placeholders follow the country"). Each is a real code.
 */
export const POSTAL_CODE_EXAMPLES: Readonly<Record<CountryCode, string>> = {
  US: '62701',
  CA: 'K1A 0B1',
  GB: 'SW1A 1AA',
  IE: 'D02 X285',
  CZ: '110 00',
  CH: '8001',
  HU: '1051',
  PL: '00-950',
  SI: '1000',
  SE: '111 22',
  DK: '1050',
  NO: '0150',
  FI: '00100',
};

export const validatePostalCode = (
  country: CountryCode,
  value: string,
): E.Either<PostalCodeError, string> => {
  if (isBlank(value)) return E.left({ code: BLANK_FIELD });
  const format = POSTAL_FORMATS[country];
  const match = format.pattern.exec(value.trim().toUpperCase().replace(/\s+/g, ' '));
  if (match === null) return E.left({ code: 'validation.postalCode.invalid' });
  return E.right(format.canonical === undefined ? match[0] : format.canonical(match.slice(1)));
};
