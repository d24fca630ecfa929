import * as E from 'fp-ts/Either';
import {
  validateCity,
  validateRegion,
  validateStreetAddress,
  type CityError,
  type RegionError,
  type StreetError,
} from '../../src/domain/accounts/address-fields';
import { validateEmail, type EmailError } from '../../src/domain/accounts/email-address';
import { validatePersonName, type NameError } from '../../src/domain/accounts/person-name';
import { validatePhoneNumber, type PhoneError } from '../../src/domain/accounts/phone-number';
import { validatePostalCode, type PostalCodeError } from '../../src/domain/accounts/postal-code';
import { BLANK_FIELD } from '../../src/domain/accounts/validation-error';
import type { CountryCode } from '../../src/domain/locale/country';

/**
 * The §5 field rules are the domain's (src/domain/accounts: person-name, email-address,
 * address-fields, postal-code, phone-number; D-DOM-11 to D-DOM-13), which the portal's forms apply
 * too. This file turns their refusals into the API's answers: a stable code per field, and the
 * portal's English text of the domain's message (test/server/registration-rules.test.ts).
 */

/** A field's failure: the stable error code and the §5 message the portal shows. */
export interface FieldFailure {
  readonly error: string;
  readonly message: string;
}

export type FieldOutcome =
  { readonly ok: true; readonly value: string } | ({ readonly ok: false } & FieldFailure);

export const REQUIRED_FIELDS = {
  error: 'REQUIRED_FIELDS_MISSING',
  message: 'Please fill out required fields.',
} as const;

type FieldError =
  NameError | EmailError | StreetError | CityError | RegionError | PostalCodeError | PhoneError;

/** The spec's English text of each code the field rules answer (en-us domain.json). */
export const FIELD_MESSAGES: Readonly<Record<FieldError['code'], string>> = {
  [BLANK_FIELD]: 'This field cannot be left blank.',
  'validation.email.invalid': 'Please enter a valid email address.',
  'validation.name.lettersAndSpaces': 'Please enter letters and spaces only.',
  'validation.firstName.invalid': 'Please enter a valid first name.',
  'validation.lastName.invalid': 'Please enter a valid last name.',
  'validation.street.invalid': 'Please enter a valid street address.',
  'validation.city.invalid': 'Please enter a valid city.',
  'validation.region.invalid': 'Please enter a valid state/county/province.',
  'validation.postalCode.invalid': 'Please enter a valid postal code.',
  'validation.phone.invalid': 'Please enter a valid phone number.',
};

/** A domain verdict as the API answers it: blank is FIELD_BLANK, any other refusal the field's. */
const outcomeOf = (invalidCode: string, checked: E.Either<FieldError, string>): FieldOutcome => {
  if (E.isRight(checked)) return { ok: true, value: checked.right };
  const { code } = checked.left;
  return {
    ok: false,
    error: code === BLANK_FIELD ? 'FIELD_BLANK' : invalidCode,
    message: FIELD_MESSAGES[code],
  };
};

export const checkEmail = (value: string): FieldOutcome =>
  outcomeOf('EMAIL_INVALID', validateEmail(value));

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
    [
      'firstName',
      outcomeOf('FIRST_NAME_INVALID', validatePersonName('firstName', fields.firstName)),
    ],
    ['lastName', outcomeOf('LAST_NAME_INVALID', validatePersonName('lastName', fields.lastName))],
    ['street', outcomeOf('STREET_INVALID', validateStreetAddress(fields.street))],
    ['city', outcomeOf('CITY_INVALID', validateCity(fields.city))],
    ['state', outcomeOf('STATE_INVALID', validateRegion(country, fields.state))],
    [
      'postalCode',
      outcomeOf('POSTAL_CODE_INVALID', validatePostalCode(country, fields.postalCode)),
    ],
    [
      'phoneNumber',
      outcomeOf('PHONE_NUMBER_INVALID', validatePhoneNumber(country, fields.phoneNumber)),
    ],
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
