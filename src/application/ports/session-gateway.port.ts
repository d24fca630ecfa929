import type { TaskEither } from 'fp-ts/TaskEither';
import type { Task } from 'fp-ts/Task';
import type { SessionCheckReply } from '../../domain/accounts/session-policy';
import type { ProductDeepLink } from '../../domain/accounts/sign-in-parameters';
import type { ServiceError } from './service-error';

export interface PortalLogin {
  readonly owlError: boolean;
}

/** Spec §8: "Okta logout failure: Issue with the Okta Logout api call from the BE". */
export const OKTA_LOGOUT_FAILED = 'Issue with the Okta Logout api call from the BE';

export interface LogoutFailed {
  readonly code: 'session.logoutFailed';
  readonly message: typeof OKTA_LOGOUT_FAILED;
  readonly cause: ServiceError;
}

/** The services backend's session: created from an id token, checked on every secure page, ended at logout. */
export interface SessionGateway {
  /** Opens the session; a sign-in from a product's deep link passes it on (spec §7). */
  oktaLogin(idToken: string, deepLink?: ProductDeepLink): TaskEither<ServiceError, PortalLogin>;
  checkSession(): Task<SessionCheckReply>;
  oktaLogout(): TaskEither<LogoutFailed, void>;
}
