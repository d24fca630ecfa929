import { resolveCountry, type CountryCode } from '../locale/country';
import { supportedLocaleOrDefault, type Locale } from '../locale/locale';
import type { RegistrationForm } from './registration-form';

// Spec §3 "Registration payload adds acceptTerms, country, redirectUrl, encryptedDuns, plaVersion,
// countryId." §5 "Language code must be in the supported list, otherwise en-us; country in the
// supported list, otherwise US. Registration sets plaVersion 1 when terms accepted, else 0."
// §7 "POST /auth/newUser (or /auth/registerUser in the GAD flow)".

export interface RegistrationContext {
  readonly acceptTerms: boolean;
  readonly country: string | null | undefined;
  readonly redirectUrl: string;
  readonly encryptedDuns?: string;
}

export interface RegistrationPayload extends Omit<RegistrationForm, 'language'> {
  readonly language: Locale;
  readonly acceptTerms: boolean;
  readonly country: CountryCode;
  readonly countryId: CountryCode;
  readonly redirectUrl: string;
  readonly encryptedDuns: string;
  readonly plaVersion: 0 | 1;
}

export const registrationPayload = (
  form: RegistrationForm,
  context: RegistrationContext,
): RegistrationPayload => {
  const country = resolveCountry(context.country);
  return {
    ...form,
    language: supportedLocaleOrDefault(form.language),
    acceptTerms: context.acceptTerms,
    country,
    countryId: country,
    redirectUrl: context.redirectUrl,
    encryptedDuns: context.encryptedDuns ?? '',
    plaVersion: context.acceptTerms ? 1 : 0,
  };
};

/** The registration call's path: the GAD flow registers through /auth/registerUser. */
export const registrationPath = (flow: string | null | undefined): string =>
  flow === 'GAD' ? '/auth/registerUser' : '/auth/newUser';
