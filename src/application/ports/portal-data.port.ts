import type { SeniorityLevel } from '../../domain/company-profile-access';
import type { AccountSettings } from '../../domain/menu-visibility';
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

export interface AssignedCompany {
  readonly duns: string;
  readonly businessName: string;
  /** The user's role at the company on the domain's scale; its rules decide what it allows. */
  readonly seniority: SeniorityLevel | undefined;
}

export interface ProductEntitlement {
  readonly appId: number;
  readonly productId: number | undefined;
  readonly productName: string;
  readonly duns: string | undefined;
  readonly termsAccepted: boolean;
}

export interface Entitlements {
  readonly companies: readonly AssignedCompany[];
  readonly products: readonly ProductEntitlement[];
}

export interface ProfileGateway {
  getUserProfile(): TaskEither<ServiceError, UserProfile>;
}

export interface EntitlementsGateway {
  getAllEntitlements(): TaskEither<ServiceError, Entitlements>;
}
