import type { Db } from '../db/database';
import {
  checkPersonFields,
  isSupportedLocale,
  resolveCountry,
  type FieldFailure,
} from './registration-rules';

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

export type ProfileUpdateOutcome =
  { readonly ok: true } | ({ readonly ok: false; readonly status: 400 | 401 } & FieldFailure);

export const PROFILE_MESSAGES = {
  language: 'Please choose a supported language.',
  emailChange: 'The email address cannot be changed in the profile.',
} as const;

const isFullUpdate = (update: ProfileUpdate): update is FullProfileUpdate => 'firstName' in update;

/** Profile update (spec §7 PUT /auth/updateUserProfile), validated by the rules of spec §5. */
export class ProfileService {
  constructor(private readonly db: Db) {}

  update(userId: string, update: ProfileUpdate): ProfileUpdateOutcome {
    const user = this.db
      .prepare('SELECT email, country_code FROM users WHERE id = ?')
      .get(userId) as { email: string; country_code: string } | undefined;
    if (!user)
      return {
        ok: false,
        status: 401,
        error: 'UNAUTHENTICATED',
        message: 'Your session has expired. Please try to sign in again.',
      };
    const language = update.language_preference_code.trim().toLowerCase();
    if (!isSupportedLocale(language)) {
      return {
        ok: false,
        status: 400,
        error: 'LANGUAGE_INVALID',
        message: PROFILE_MESSAGES.language,
      };
    }
    if (!isFullUpdate(update)) {
      this.db
        .prepare('UPDATE users SET language_preference = ? WHERE id = ?')
        .run(language, userId);
      return { ok: true };
    }
    const sameEmail = (value: string): boolean =>
      value.trim().toLowerCase() === user.email.toLowerCase();
    if (!sameEmail(update.emailAddress) || !sameEmail(update.userName)) {
      return {
        ok: false,
        status: 400,
        error: 'EMAIL_CHANGE_NOT_ALLOWED',
        message: PROFILE_MESSAGES.emailChange,
      };
    }
    const checked = checkPersonFields(resolveCountry(user.country_code), {
      firstName: update.firstName,
      lastName: update.lastName,
      street: update.street,
      city: update.city,
      state: update.state,
      postalCode: update.postal_code,
      phoneNumber: update.phoneNumber,
    });
    if (!checked.ok)
      return { ok: false, status: 400, error: checked.error, message: checked.message };
    const { value } = checked;
    this.db
      .prepare(
        `UPDATE users SET first_name = ?, last_name = ?, phone_number = ?, street = ?, city = ?, state = ?,
           postal_code = ?, language_preference = ? WHERE id = ?`,
      )
      .run(
        value.firstName,
        value.lastName,
        value.phoneNumber,
        value.street,
        value.city,
        value.state,
        value.postalCode,
        language,
        userId,
      );
    return { ok: true };
  }
}
