import type { TaskEither } from 'fp-ts/TaskEither';
import type { MinimumAge } from '../../domain/accounts/password-age';
import type { ServiceError } from './service-error';

/** What the identity provider's password policy asks beyond §5's fixed rules (D-PWD-10). */
export interface PasswordPolicy {
  /** §5 "Minimum-age rule (minutes, hours or days)"; undefined: no rule. */
  readonly minimumAge: MinimumAge | undefined;
}

/** Spec §7 PUT /auth/changePassword: the signed-in user's change-password form. */
export interface PasswordChange {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly retypePassword: string;
}

/**
 * Spec §7 POST /auth/forgotPassword: the address to mail a reset link to, and the optional values
 * the link carries so the flow can continue after the reset (docs/decisions/accounts-backend.md
 * D-PWD-5).
 */
export interface ResetLinkRequest {
  readonly email: string;
  readonly encryptedDuns?: string;
  readonly flow?: string;
  readonly countryId?: string;
  readonly redirectUrl?: string;
  readonly appId?: string;
  readonly payload?: string;
}

/** Spec §7 PUT /auth/resetPassword: a new password set with the token of a reset link. */
export interface PasswordReset {
  readonly token: string;
  readonly newPassword: string;
  readonly retypePassword: string;
}

/** Spec §7 PUT /auth/verifyExpiredPswd: an expired or temporary password replaced, proven by the old one. */
export interface ExpiredPasswordReplacement {
  readonly username: string;
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly retypePassword: string;
}

/** Spec §7 validateToken: "failure rejects 'ResetPassword Token Validation:Failed'". */
export const RESET_TOKEN_VALIDATION_FAILED = 'ResetPassword Token Validation:Failed';

/** Why a reset link cannot be used; `linkExpired` is the §8 "Your link has expired." case (used or too old). */
export interface ResetTokenRejected {
  readonly code: 'password.resetTokenRejected';
  readonly message: typeof RESET_TOKEN_VALIDATION_FAILED;
  readonly linkExpired: boolean;
  /** What the call answered, for logging. */
  readonly cause: ServiceError;
}

/**
 * Setting and resetting passwords (spec §4, §7). A refusal is a `service.rejected` ServiceError
 * whose `error` is the server's code: the §8 password-change codes 2007/2008/2011/2012, which
 * `messageForServerError` (src/domain/shared/server-error-messages.ts) turns into the portal's
 * messages.
 */
export interface PasswordGateway {
  /** GET /auth/passwordPolicy: the policy's configured values. */
  passwordPolicy(): TaskEither<ServiceError, PasswordPolicy>;
  changePassword(change: PasswordChange): TaskEither<ServiceError, void>;
  /**
   * Answers the same whether or not the address has an account (docs/decisions/accounts-backend.md
   * D-PWD-6).
   */
  requestPasswordReset(request: ResetLinkRequest): TaskEither<ServiceError, void>;
  /**
   * Where the forgot-password form posts its `email` field when the page runs without JavaScript
   * (the same call; the server answers with the next page, docs/decisions/server-rendering.md).
   */
  passwordResetFormAction(context: Omit<ResetLinkRequest, 'email'>): string;
  validateResetToken(token: string): TaskEither<ResetTokenRejected, void>;
  resetPassword(reset: PasswordReset): TaskEither<ServiceError, void>;
  /**
   * Where the reset page's form posts its `token`, `newPassword` and `retypePassword` fields when
   * the page runs without JavaScript; `pageQuery` (the link's own values) comes back with the
   * page the server answers with.
   */
  resetPasswordFormAction(pageQuery: Readonly<Record<string, string>>): string;
  replaceExpiredPassword(replacement: ExpiredPasswordReplacement): TaskEither<ServiceError, void>;
  /**
   * Where the login page's replacement step posts `username`, `currentPassword`, `newPassword`
   * and `retypePassword` without JavaScript; `pageQuery` (the login page's) comes back with the
   * page the server answers with.
   */
  expiredPasswordFormAction(pageQuery: Readonly<Record<string, string>>): string;
}
