import type { TaskEither } from 'fp-ts/TaskEither';
import type { RegistrationPayload } from '../../domain/accounts/registration-payload';
import type { ServiceError } from './service-error';

/**
 * Spec §8 "Registration failure: server body passed on, otherwise "An unexpected error occurred"":
 * the message of a registration call the server refused without an error body.
 */
export const REGISTRATION_UNEXPECTED_ERROR = 'An unexpected error occurred';

/** A registration waiting for its email to be verified: the code went to `email`. */
export interface PendingRegistration {
  readonly email: string;
}

/**
 * A verified email: the single-use token of the link that sets the first password, or, for an
 * account that had its password already, an active account that signs in (D-AUTH-8).
 */
export type VerifiedRegistration =
  | { readonly next: 'setPassword'; readonly continueToken: string }
  | { readonly next: 'signIn'; readonly email: string };

/** A verified email from the mailed confirm link; `product` echoes the product registered for. */
export interface ConfirmedRegistration {
  readonly continueToken: string;
  readonly product: string;
}

/** An active account: sign in with `email`; `redirectUrl` is the one given at registration. */
export interface ActivatedAccount {
  readonly email: string;
  readonly redirectUrl: string;
}

/** The services backend's registration with email verification (spec §2, §7). */
export interface RegistrationGateway {
  /** Registers the payload; `flow` is the page's flow parameter ("GAD": the Get-a-DUNS flow). */
  register(
    payload: RegistrationPayload,
    flow: string | null | undefined,
  ): TaskEither<ServiceError, PendingRegistration>;
  /** Registers from the social-network sign-up form. */
  registerFromSocialNetwork(
    payload: RegistrationPayload,
  ): TaskEither<ServiceError, PendingRegistration>;
  verifyCode(email: string, code: string): TaskEither<ServiceError, VerifiedRegistration>;
  resendCode(email: string): TaskEither<ServiceError, void>;
  confirmRegistration(
    token: string,
    product: string | undefined,
  ): TaskEither<ServiceError, ConfirmedRegistration>;
  continueRegistration(
    token: string,
    password: string,
    retypePassword: string,
  ): TaskEither<ServiceError, ActivatedAccount>;
  /**
   * Where the confirm page's form posts `token` (and `product`) when the page runs without
   * JavaScript; `pageQuery` (the link's own values) comes back with the page the server answers
   * with: the set-password page of the token it issued.
   */
  confirmRegistrationFormAction(pageQuery: Readonly<Record<string, string>>): string;
  /**
   * Where the set-password page's form posts `token`, `newPassword` and `retypePassword` without
   * JavaScript; `pageQuery` comes back with the page the server answers with.
   */
  continueRegistrationFormAction(pageQuery: Readonly<Record<string, string>>): string;
}
