import type { TaskEither } from 'fp-ts/TaskEither';
import type { ServiceError } from './service-error';

/** One of the user's live sessions, as "Where you're signed in" lists it (issue 28). */
export interface SignedInSession {
  readonly id: string;
  /** '' when the browser did not say. */
  readonly browser: string;
  readonly system: string;
  readonly signedInAt: Date;
  readonly lastActiveAt: Date;
  /** This browser's own session. */
  readonly current: boolean;
}

/** The `/services/auth/sessions` calls. */
export interface SignedInSessionsGateway {
  list(): TaskEither<ServiceError, readonly SignedInSession[]>;
  signOut(id: string): TaskEither<ServiceError, void>;
  /** Answers how many other sessions were ended. */
  signOutOthers(): TaskEither<ServiceError, number>;
}
