import type { AccountSettings } from '../../domain/navigation/menu-visibility';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { ServiceError } from './service-error';

export interface UserProfile {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly countryCode: string;
  readonly languagePreference: string;
  /** Spec §3 account settings flags: which profile-menu entries the account gets (§2, §6). */
  readonly accountSettings: AccountSettings;
  /** MFA is on for the account's country: MFA Options exists for the user (spec §2, D-MFA-1). */
  readonly mfaEnabled: boolean;
  /**
   * Spec §3 isDnbUser: an internal provider account, which cannot set or reset its password in
   * the portal (§6). Absent reads as false.
   */
  readonly isDnbUser?: boolean;
  /** Spec §3 phone number, as saved (digits only). Absent when the backend left it out. */
  readonly phoneNumber?: string;
  /** Spec §3 address. Absent when the backend left it out; a field never given reads ''. */
  readonly address?: ProfileAddress;
}

/** The postal address among spec §3's profile details (the My Account form edits it). */
export interface ProfileAddress {
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
}

export interface ProfileGateway {
  getUserProfile(): TaskEither<ServiceError, UserProfile>;
}
