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
}

export interface ProfileGateway {
  getUserProfile(): TaskEither<ServiceError, UserProfile>;
}
