import type { LoginFailureRepository } from '../identity/login-failure-repository';
import type { UserRepository } from '../identity/user-repository';
import type { AbuseEventRepository } from './abuse-event-repository';
import type { PasswordRepository } from './password-repository';

/** The stores sign-in and the password calls depend on, each behind its port. */
export interface AccountStores {
  readonly users: UserRepository;
  readonly passwords: PasswordRepository;
  readonly loginFailures: LoginFailureRepository;
  readonly abuseEvents: AbuseEventRepository;
}
