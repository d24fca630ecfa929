import * as E from 'fp-ts/Either';
import {
  validateCity,
  validateRegion,
  validateStreetAddress,
} from '../../domain/accounts/address-fields';
import { validatePersonName } from '../../domain/accounts/person-name';
import { validatePhoneNumber } from '../../domain/accounts/phone-number';
import { validatePostalCode } from '../../domain/accounts/postal-code';
import { BLANK_FIELD, type ValidationError } from '../../domain/accounts/validation-error';
import type { CountryCode } from '../../domain/locale/country';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '../../domain/locale/locale';
import { messageForServerError } from '../../domain/shared/server-error-messages';
import type { ProfileUpdate, UpdatedProfile } from '../ports/account-gateway.port';
import type { ServiceError } from '../ports/service-error';

// Spec §2 "My Account (profile edit)", §3 "Profile update payload", §5 the field rules and their
// messages. The email is the sign-in name and is shown, not edited (the server refuses a change).

export interface ProfileFormValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly phoneNumber: string;
  readonly languagePreference: string;
}

export type ProfileField = keyof ProfileFormValues;

/** Each failing field's message id (the domain's codes are the catalogue's ids), and the form's. */
export interface ProfileFormErrors {
  readonly fields: Partial<Readonly<Record<ProfileField, string>>>;
  readonly form?: string;
}

/** The form as the saved profile fills it. */
export const profileFormValuesOf = (profile: UpdatedProfile): ProfileFormValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  street: profile.street,
  city: profile.city,
  state: profile.state,
  postalCode: profile.postalCode,
  phoneNumber: profile.phoneNumber,
  languagePreference: profile.languagePreference,
});

/** The saved language preference as one of the portal's locales (§5: otherwise en-us). */
export const languageOf = (value: string): Locale => {
  const normalised = value.trim().toLowerCase();
  return isSupportedLocale(normalised) ? normalised : DEFAULT_LOCALE;
};

/**
 * §5: every field's own rule for the account's country, each value made canonical; "Please fill out
 * required fields." over the form when any field is blank (as registration does).
 */
export const validateProfileForm = (
  values: ProfileFormValues,
  country: CountryCode,
): E.Either<ProfileFormErrors, ProfileFormValues> => {
  const fields: Partial<Record<ProfileField, string>> = {};
  const check = (field: ProfileField, outcome: E.Either<ValidationError, string>): string => {
    if (E.isRight(outcome)) return outcome.right;
    fields[field] = outcome.left.code;
    return values[field];
  };
  const valid: ProfileFormValues = {
    firstName: check('firstName', validatePersonName('firstName', values.firstName)),
    lastName: check('lastName', validatePersonName('lastName', values.lastName)),
    street: check('street', validateStreetAddress(values.street)),
    city: check('city', validateCity(values.city)),
    state: check('state', validateRegion(country, values.state)),
    postalCode: check('postalCode', validatePostalCode(country, values.postalCode)),
    phoneNumber: check('phoneNumber', validatePhoneNumber(country, values.phoneNumber)),
    languagePreference: languageOf(values.languagePreference),
  };
  if (Object.keys(fields).length === 0) return E.right(valid);
  const anyBlank = Object.values(fields).includes(BLANK_FIELD);
  return E.left(anyBlank ? { form: 'validation.required.form', fields } : { fields });
};

/**
 * Which of §3's two payload variants a save sends: the language alone when nothing else changed
 * (D-ACCT-UI-3), the full form otherwise.
 */
export type ProfileSave =
  | { readonly variant: 'language'; readonly languagePreference: Locale }
  | { readonly variant: 'full'; readonly update: ProfileUpdate };

const PERSON_FIELDS = [
  'firstName',
  'lastName',
  'street',
  'city',
  'state',
  'postalCode',
  'phoneNumber',
] as const satisfies readonly ProfileField[];

/** Whether a form still holds the `saved` values but for the language. */
const languageAlone = (saved: ProfileFormValues, values: ProfileFormValues): boolean =>
  PERSON_FIELDS.every((field) => values[field] === saved[field]);

/**
 * The check before a save (the form's and the use case's): none when the language alone changed,
 * as only the language is sent then, so an account whose address was never given can still change
 * its language (D-ACCT-UI-3); §5's rules for the account's country otherwise.
 */
export const checkProfileForm = (
  saved: ProfileFormValues,
  values: ProfileFormValues,
  country: CountryCode,
): E.Either<ProfileFormErrors, ProfileFormValues> =>
  languageAlone(saved, values) ? E.right(values) : validateProfileForm(values, country);

export const profileSaveOf = (saved: UpdatedProfile, values: ProfileFormValues): ProfileSave => {
  const languagePreference = languageOf(values.languagePreference);
  if (languageAlone(profileFormValuesOf(saved), values)) {
    return { variant: 'language', languagePreference };
  }
  return {
    variant: 'full',
    update: { ...values, languagePreference, email: saved.email },
  };
};

/** The server's field codes (spec §5 rules checked again by the services) by the field they name. */
const FIELD_OF_SERVER_CODE: Partial<Readonly<Record<string, ProfileField>>> = {
  FIRST_NAME_INVALID: 'firstName',
  LAST_NAME_INVALID: 'lastName',
  STREET_INVALID: 'street',
  CITY_INVALID: 'city',
  STATE_INVALID: 'state',
  POSTAL_CODE_INVALID: 'postalCode',
  PHONE_NUMBER_INVALID: 'phoneNumber',
  LANGUAGE_INVALID: 'languagePreference',
};

/**
 * A failed save in the user's words: a field's code under that field, any other code as the form's
 * message from the portal's table (never the server's English text); no answer at all is generic.
 */
export const profileSaveErrorOf = (error: ServiceError): ProfileFormErrors => {
  if (error.code === 'service.unauthorized') return { fields: {}, form: 'session.expired' };
  if (error.code !== 'service.rejected') return { fields: {}, form: 'error.generic' };
  const message = messageForServerError(error.error);
  const field = FIELD_OF_SERVER_CODE[error.error];
  return field === undefined
    ? { fields: {}, form: message }
    : { fields: { [field]: message }, form: 'accountArea.profile.fixErrors' };
};
