import type { UserRepository } from '../identity/user-repository';
import { resolveCountry } from '../../src/domain/locale/country';
import { isSupportedLocale } from '../../src/domain/locale/locale';
import { checkPersonFields, type FieldFailure } from '../accounts/registration-rules';

/** Spec §3 "Profile update payload": the account page's full form. */
export interface FullProfileUpdate {
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
  readonly emailAddress: string;
  readonly userName: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postal_code: string;
  readonly language_preference_code: string;
}

/** The second variant: only the language preference (the language switcher). */
export interface LanguageUpdate {
  readonly language_preference_code: string;
}

export type ProfileUpdate = FullProfileUpdate | LanguageUpdate;

/** Why an update is refused; the route says it in HTTP (profile-routes.ts). */
export type ProfileRefusal =
  | { readonly kind: 'unknownUser' }
  | { readonly kind: 'unsupportedLanguage' }
  | { readonly kind: 'emailChange' }
  /** A field breaks a rule of spec §5; the rule's code and text travel with it. */
  | { readonly kind: 'invalidField'; readonly failure: FieldFailure };

export type ProfileUpdateOutcome =
  { readonly ok: true } | { readonly ok: false; readonly refusal: ProfileRefusal };

const refused = (refusal: ProfileRefusal): ProfileUpdateOutcome => ({ ok: false, refusal });

const isFullUpdate = (update: ProfileUpdate): update is FullProfileUpdate => 'firstName' in update;

/** Profile update (spec §7 PUT /auth/updateUserProfile), validated by the rules of spec §5. */
export class ProfileService {
  constructor(private readonly users: UserRepository) {}

  async update(userId: string, update: ProfileUpdate): Promise<ProfileUpdateOutcome> {
    const user = await this.users.findById(userId);
    if (!user) return refused({ kind: 'unknownUser' });
    const language = update.language_preference_code.trim().toLowerCase();
    if (!isSupportedLocale(language)) return refused({ kind: 'unsupportedLanguage' });
    if (!isFullUpdate(update)) {
      const updated = await this.users.updateLanguage(userId, language);
      return updated ? { ok: true } : refused({ kind: 'unknownUser' });
    }
    const sameEmail = (value: string): boolean =>
      value.trim().toLowerCase() === user.email.toLowerCase();
    if (!sameEmail(update.emailAddress) || !sameEmail(update.userName))
      return refused({ kind: 'emailChange' });
    const checked = checkPersonFields(resolveCountry(user.countryCode), {
      firstName: update.firstName,
      lastName: update.lastName,
      street: update.street,
      city: update.city,
      state: update.state,
      postalCode: update.postal_code,
      phoneNumber: update.phoneNumber,
    });
    if (!checked.ok)
      return refused({
        kind: 'invalidField',
        failure: { error: checked.error, message: checked.message },
      });
    const { value } = checked;
    const updated = await this.users.updateProfile(userId, {
      firstName: value.firstName,
      lastName: value.lastName,
      phoneNumber: value.phoneNumber,
      street: value.street,
      city: value.city,
      state: value.state,
      postalCode: value.postalCode,
      languagePreference: language,
    });
    return updated ? { ok: true } : refused({ kind: 'unknownUser' });
  }
}
