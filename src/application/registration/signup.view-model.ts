import type { RegistrationField } from '../../domain/accounts/registration-form';
import { PHONE_NUMBER_EXAMPLES } from '../../domain/accounts/phone-number';
import { POSTAL_CODE_EXAMPLES } from '../../domain/accounts/postal-code';
import { regionLabelId, type RegionLabelId } from '../../domain/accounts/region-label';
import type { CountryCode } from '../../domain/locale/country';
import {
  countryOfLocale,
  DEFAULT_LOCALE,
  languagesOfCountry,
  type Locale,
} from '../../domain/locale/locale';
import { SPEC_ROUTES } from '../../domain/navigation/route-access';
import type { RegistrationMessageId } from './registration-errors';
import type { RegistrationSource } from './registration-request';
import type { RegistrationDraft, RegistrationState } from './registration.state';

// Spec §3 "Registration fields", §5 postal and phone formats, "Region label: 'Province' in Canada,
// 'County' or 'County/Province' elsewhere", §8 "Registration error. Sign in or reset your password."

/** What depends on the country chosen: the region's label, the examples, the languages offered. */
export interface CountryFields {
  readonly regionLabelId: RegionLabelId;
  /** US and CA take the two-letter code of the state or province (D-DOM-13): an example of one. */
  readonly regionCodeExample: string | undefined;
  readonly postalCodeExample: string;
  readonly phoneNumberExample: string;
  /** §9 "Languages per country": the country's languages, its own first. */
  readonly languages: readonly Locale[];
}

/** A state or province code beside the postal code example (Springfield IL 62701, Ottawa ON K1A 0B1). */
const REGION_CODE_EXAMPLES: Partial<Readonly<Record<CountryCode, string>>> = { US: 'IL', CA: 'ON' };

export const countryFieldsOf = (country: CountryCode): CountryFields => ({
  regionLabelId: regionLabelId(country),
  regionCodeExample: REGION_CODE_EXAMPLES[country],
  postalCodeExample: POSTAL_CODE_EXAMPLES[country],
  phoneNumberExample: PHONE_NUMBER_EXAMPLES[country],
  languages: languagesOfCountry(country),
});

/**
 * The language a country's form offers first: the one chosen when the country has it, else the
 * country's variant of the same language (en-us → en-ca), else the country's own language.
 */
export const languageFor = (country: CountryCode, chosen: string): Locale => {
  const languages = languagesOfCountry(country);
  return (
    languages.find((language) => language === chosen) ??
    languages.find((language) => language.slice(0, 2) === chosen.slice(0, 2)) ??
    languages[0] ??
    DEFAULT_LOCALE
  );
};

/** A blank form for the country of the portal's language, in that language. */
export const blankDraft = (locale: Locale): RegistrationDraft => {
  const country = countryOfLocale(locale);
  return {
    firstName: '',
    lastName: '',
    email: '',
    street: '',
    city: '',
    state: '',
    postalCode: '',
    phoneNumber: '',
    country,
    language: languageFor(country, locale),
    acceptTerms: false,
  };
};

/** The §8 existing-email message's two ways on. */
export interface EmailExistsActions {
  /** Sign in with the address prefilled (spec §2 "uid (prefills username)"). */
  readonly signInPath: string;
  readonly forgotPasswordPath: string;
}

export interface SignupViewModel {
  readonly source: RegistrationSource;
  /** What the form starts with: what was typed before (change email), else a blank form. */
  readonly initialValues: RegistrationDraft;
  readonly submitting: boolean;
  /** Back from /verify-email to change the address: the email field takes the focus. */
  readonly focusEmail: boolean;
  readonly formError: RegistrationMessageId | undefined;
  readonly fieldErrors: Partial<Readonly<Record<RegistrationField, RegistrationMessageId>>>;
  readonly emailExists: EmailExistsActions | undefined;
}

export const toSignupViewModel = (state: RegistrationState, locale: Locale): SignupViewModel => {
  const { failure, failedEmail, submitting } = state.signup;
  return {
    source: state.request.source,
    initialValues: state.draft ?? blankDraft(locale),
    submitting,
    focusEmail: state.changingEmail,
    formError: failure?.kind === 'message' ? failure.messageId : undefined,
    fieldErrors: failure?.kind === 'fields' ? failure.fields : {},
    emailExists:
      failure?.kind === 'emailExists'
        ? {
            signInPath: `${SPEC_ROUTES.login.path}?${new URLSearchParams({ uid: failedEmail ?? '' }).toString()}`,
            forgotPasswordPath: SPEC_ROUTES.forgotPassword.path,
          }
        : undefined,
  };
};
