import type { LoginFailureRepository } from '../identity/login-failure-repository';
import type { UserRepository } from '../identity/user-repository';
import type { ConsentRepository } from '../profile/consent-repository';
import type { AbuseEventRepository } from './abuse-event-repository';
import type { PasswordRepository } from './password-repository';
import type { RegistrationRepository } from './registration-repository';

/** The stores of sign-in, passwords, registration and consent, each behind its port. */
export interface AccountStores {
  readonly users: UserRepository;
  readonly passwords: PasswordRepository;
  readonly loginFailures: LoginFailureRepository;
  readonly abuseEvents: AbuseEventRepository;
  readonly registrations: RegistrationRepository;
  readonly consents: ConsentRepository;
}
