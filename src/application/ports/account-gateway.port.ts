import type { TaskEither } from 'fp-ts/TaskEither';
import type { ServiceError } from './service-error';

/** Spec §3 "Profile update payload": the account page's form (the email cannot change). */
export interface ProfileUpdate {
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
  readonly email: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly languagePreference: string;
}

/** The profile details after an update, with the address the form edits. */
export interface UpdatedProfile {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly countryCode: string;
  readonly languagePreference: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
}

/** Spec §3 "Consent payload". */
export interface MarketingConsent {
  readonly email: string;
  readonly os: string;
  readonly bloomreachConsent: boolean;
}

/** The signed-in user's account calls: profile, language, consent, lender hand-off, cache. */
export interface AccountGateway {
  updateProfile(update: ProfileUpdate): TaskEither<ServiceError, UpdatedProfile>;
  updateLanguagePreference(languagePreference: string): TaskEither<ServiceError, UpdatedProfile>;
  recordConsent(consent: MarketingConsent): TaskEither<ServiceError, void>;
  /** The lender's hand-off URL for the signed-in user. */
  lendioAuthUrl(email: string): TaskEither<ServiceError, string>;
  purgeCache(email: string): TaskEither<ServiceError, void>;
}
