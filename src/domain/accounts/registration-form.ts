import * as E from 'fp-ts/Either';
import { validateCity, validateRegion, validateStreetAddress } from './address-fields';
import type { CountryCode } from '../locale/country';
import { validateEmail } from './email-address';
import { validatePersonName } from './person-name';
import { validatePhoneNumber } from './phone-number';
import { validatePostalCode } from './postal-code';
import { BLANK_FIELD, type ValidationError } from './validation-error';

// Spec §3 "Registration fields: first name, last name, business email, street address, city,
// state/county/province, ZIP/postal code, language, phone number." §5 "Please fill out required
// fields." as the form's banner, each field's own message under it. Every field but the language
// is required; an unsupported language becomes en-us in the payload (registration-payload.ts).

export interface RegistrationForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly language: string;
  readonly phoneNumber: string;
}

export type RegistrationField = keyof RegistrationForm;

export interface RegistrationFormErrors {
  /** "Please fill out required fields." when any field is blank. */
  readonly formError?: 'validation.required.form';
  readonly fields: Partial<Readonly<Record<RegistrationField, string>>>;
}

/** The form with every value canonical, or each failing field's message id. */
export const validateRegistrationForm = (
  form: RegistrationForm,
  country: CountryCode,
): E.Either<RegistrationFormErrors, RegistrationForm> => {
  const fields: Partial<Record<RegistrationField, string>> = {};
  const check = (field: RegistrationField, outcome: E.Either<ValidationError, string>): string => {
    if (E.isRight(outcome)) return outcome.right;
    fields[field] = outcome.left.code;
    return form[field];
  };
  const valid: RegistrationForm = {
    firstName: check('firstName', validatePersonName('firstName', form.firstName)),
    lastName: check('lastName', validatePersonName('lastName', form.lastName)),
    email: check('email', validateEmail(form.email)),
    street: check('street', validateStreetAddress(form.street)),
    city: check('city', validateCity(form.city)),
    state: check('state', validateRegion(country, form.state)),
    postalCode: check('postalCode', validatePostalCode(country, form.postalCode)),
    language: form.language,
    phoneNumber: check('phoneNumber', validatePhoneNumber(country, form.phoneNumber)),
  };
  if (Object.keys(fields).length === 0) return E.right(valid);
  const anyBlank = Object.values(fields).includes(BLANK_FIELD);
  return E.left(anyBlank ? { formError: 'validation.required.form', fields } : { fields });
};
