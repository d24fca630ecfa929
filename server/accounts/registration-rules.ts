/**
 * The portal's field rules (src/domain: person-name, email-address, address-fields, postal-code,
 * phone-number, locale, country), restated for the server. The server does not
 * import src/ (docs/team-decisions.md "Data"), so these must agree with it: the registration and
 * profile tests use the same valid and invalid examples as the domain's.
 */

export const SUPPORTED_COUNTRIES = [
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
] as const;
export type CountryCode = (typeof SUPPORTED_COUNTRIES)[number];

export const SUPPORTED_LOCALES: readonly string[] = [
  'en-us',
  'en-gb',
  'en-ie',
  'fr-ca',
  'en-ca',
  'cs-cz',
  'en-cz',
  'en-ch',
  'de-ch',
  'hu-hu',
  'en-hu',
  'pl-pl',
  'en-pl',
  'sl-si',
  'en-si',
  'sv-se',
  'en-se',
  'da-dk',
  'en-dk',
  'nn-no',
  'en-no',
  'fi-fi',
  'en-fi',
];

export const DEFAULT_COUNTRY: CountryCode = 'US';
export const DEFAULT_LOCALE = 'en-us';

/** §5 "country in the supported list, otherwise US" (case-insensitive). */
export const resolveCountry = (value: string | undefined): CountryCode => {
  const upper = (value ?? '').trim().toUpperCase();
  return SUPPORTED_COUNTRIES.find((country) => country === upper) ?? DEFAULT_COUNTRY;
};

export const isSupportedLocale = (value: string): boolean => SUPPORTED_LOCALES.includes(value);

/** §5 "Language code must be in the supported list, otherwise en-us". */
export const resolveLocale = (value: string | undefined): string => {
  const lower = (value ?? '').trim().toLowerCase();
  return isSupportedLocale(lower) ? lower : DEFAULT_LOCALE;
};

/** A field's failure: the stable error code and the §5 message the portal shows. */
export interface FieldFailure {
  readonly error: string;
  readonly message: string;
}

export type FieldOutcome =
  { readonly ok: true; readonly value: string } | ({ readonly ok: false } & FieldFailure);

export const BLANK_MESSAGE = 'This field cannot be left blank.';
export const REQUIRED_FIELDS = {
  error: 'REQUIRED_FIELDS_MISSING',
  message: 'Please fill out required fields.',
} as const;

const NAME_MAX_LENGTH = 50;
const STREET_MAX_LENGTH = 100;

const isBlank = (value: string): boolean => value.trim() === '';
const blank: FieldOutcome = { ok: false, error: 'FIELD_BLANK', message: BLANK_MESSAGE };
const ok = (value: string): FieldOutcome => ({ ok: true, value });
const fail = (error: string, message: string): FieldOutcome => ({ ok: false, error, message });

const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;

export const checkPersonName = (field: 'firstName' | 'lastName', value: string): FieldOutcome => {
  if (isBlank(value)) return blank;
  const trimmed = value.trim();
  const code = field === 'firstName' ? 'FIRST_NAME_INVALID' : 'LAST_NAME_INVALID';
  if (!LETTERS_AND_SPACES.test(trimmed)) return fail(code, 'Please enter letters and spaces only.');
  if (trimmed.length > NAME_MAX_LENGTH) {
    return fail(code, `Please enter a valid ${field === 'firstName' ? 'first' : 'last'} name.`);
  }
  return ok(trimmed);
};

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,63}$/;

export const isEmailAddress = (value: string): boolean => {
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    at > 0 &&
    value.length <= 254 &&
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(value.slice(value.lastIndexOf('.') + 1))
  );
};

export const checkEmail = (value: string): FieldOutcome => {
  if (isBlank(value)) return blank;
  const trimmed = value.trim();
  return isEmailAddress(trimmed)
    ? ok(trimmed)
    : fail('EMAIL_INVALID', 'Please enter a valid email address.');
};

const STREET = /^(?=.*[\p{L}\p{N}])[\p{L}\p{M}\p{N} .,'#/&()-]+$/u;
const PLACE_NAME = /^(?=.*\p{L})[\p{L}\p{M} .'-]+$/u;

const US_STATES = (
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM ' +
  'NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR VI GU AS MP'
).split(' ');
const CANADIAN_PROVINCES = 'AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' ');

export const checkStreet = (value: string): FieldOutcome => {
  if (isBlank(value)) return blank;
  const trimmed = value.trim();
  return trimmed.length <= STREET_MAX_LENGTH && STREET.test(trimmed)
    ? ok(trimmed)
    : fail('STREET_INVALID', 'Please enter a valid street address.');
};

export const checkCity = (value: string): FieldOutcome => {
  if (isBlank(value)) return blank;
  const trimmed = value.trim();
  return trimmed.length <= NAME_MAX_LENGTH && PLACE_NAME.test(trimmed)
    ? ok(trimmed)
    : fail('CITY_INVALID', 'Please enter a valid city.');
};

/** US states and Canadian provinces by code (answered upper-case); elsewhere a place name. */
export const checkRegion = (country: CountryCode, value: string): FieldOutcome => {
  if (isBlank(value)) return blank;
  const trimmed = value.trim();
  const codes = country === 'US' ? US_STATES : country === 'CA' ? CANADIAN_PROVINCES : undefined;
  const valid =
    codes === undefined
      ? trimmed.length <= NAME_MAX_LENGTH && PLACE_NAME.test(trimmed)
      : codes.includes(trimmed.toUpperCase());
  if (!valid) return fail('STATE_INVALID', 'Please enter a valid state/county/province.');
  return ok(codes === undefined ? trimmed : trimmed.toUpperCase());
};

interface PostalFormat {
  readonly pattern: RegExp;
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

export const checkPostalCode = (country: CountryCode, value: string): FieldOutcome => {
  if (isBlank(value)) return blank;
  const format = POSTAL_FORMATS[country];
  const match = format.pattern.exec(value.trim().toUpperCase().replace(/\s+/g, ' '));
  if (match === null) return fail('POSTAL_CODE_INVALID', 'Please enter a valid postal code.');
  return ok(format.canonical === undefined ? match[0] : format.canonical(match.slice(1)));
};

const PHONE_FORMATS: Readonly<
  Record<Exclude<CountryCode, 'US' | 'CA'>, readonly [string, number, number]>
> = {
  GB: ['44', 10, 10],
  IE: ['353', 7, 9],
  CZ: ['420', 9, 9],
  CH: ['41', 9, 9],
  HU: ['36', 9, 9],
  PL: ['48', 9, 9],
  SI: ['386', 9, 9],
  SE: ['46', 7, 9],
  DK: ['45', 8, 8],
  NO: ['47', 8, 8],
  FI: ['358', 9, 9],
};
const NORTH_AMERICAN = /^(?:\+?1)?([2-9]\d{2}[2-9]\d{6})$/;
const PHONE_SEPARATORS = /[\s().\-/]/g;

/** US and CA: ten digits (answered as the ten digits); elsewhere +<calling code><digits>. */
export const checkPhoneNumber = (country: CountryCode, value: string): FieldOutcome => {
  if (isBlank(value)) return blank;
  const compact = value.replace(PHONE_SEPARATORS, '');
  let canonical: string | undefined;
  if (country === 'US' || country === 'CA') {
    canonical = NORTH_AMERICAN.exec(compact)?.[1];
  } else {
    const [callingCode, minDigits, maxDigits] = PHONE_FORMATS[country];
    const withPlus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
    canonical = new RegExp(`^\\+${callingCode}(\\d{${minDigits},${maxDigits}})$`).test(withPlus)
      ? withPlus
      : undefined;
  }
  return canonical === undefined
    ? fail('PHONE_NUMBER_INVALID', 'Please enter a valid phone number.')
    : ok(canonical);
};

/** The address and contact fields shared by the registration form and the profile update. */
export interface PersonFields {
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly phoneNumber: string;
}

/**
 * Every field canonical, or the failure to answer: "Please fill out required fields." when any
 * field is blank, otherwise the first invalid field's own message (in form order).
 */
export const checkPersonFields = <T extends PersonFields>(
  country: CountryCode,
  fields: T,
): { readonly ok: true; readonly value: T } | ({ readonly ok: false } & FieldFailure) => {
  const outcomes: readonly (readonly [keyof PersonFields, FieldOutcome])[] = [
    ['firstName', checkPersonName('firstName', fields.firstName)],
    ['lastName', checkPersonName('lastName', fields.lastName)],
    ['street', checkStreet(fields.street)],
    ['city', checkCity(fields.city)],
    ['state', checkRegion(country, fields.state)],
    ['postalCode', checkPostalCode(country, fields.postalCode)],
    ['phoneNumber', checkPhoneNumber(country, fields.phoneNumber)],
  ];
  const failures = outcomes.flatMap(([, outcome]) => (outcome.ok ? [] : [outcome]));
  if (failures.some((failure) => failure.error === 'FIELD_BLANK'))
    return { ok: false, ...REQUIRED_FIELDS };
  const first = failures[0];
  if (first) return { ok: false, error: first.error, message: first.message };
  const canonical: Partial<Record<keyof PersonFields, string>> = {};
  for (const [field, outcome] of outcomes) if (outcome.ok) canonical[field] = outcome.value;
  return { ok: true, value: { ...fields, ...canonical } };
};
