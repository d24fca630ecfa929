import * as TE from 'fp-ts/TaskEither';
import type {
  ExpiredPasswordReplacement,
  PasswordChange,
  PasswordGateway,
  PasswordPolicy,
} from '../../../src/application/ports/password-gateway.port';
import type { ServiceError } from '../../../src/application/ports/service-error';

/** The password calls the sign-in states make, answering what the test sets. */
export class FakePasswordGateway implements PasswordGateway {
  policy: TE.TaskEither<ServiceError, PasswordPolicy> = TE.right({ minimumAge: undefined });
  passwordPolicy() {
    return this.policy;
  }
  readonly changes: PasswordChange[] = [];
  readonly replacements: ExpiredPasswordReplacement[] = [];
  answer: TE.TaskEither<ServiceError, void> = TE.right(undefined);

  changePassword(change: PasswordChange) {
    this.changes.push(change);
    return this.answer;
  }
  requestPasswordReset() {
    return TE.right(undefined);
  }
  passwordResetFormAction() {
    return '/services/auth/forgotPassword';
  }
  resetPasswordFormAction() {
    return '/services/auth/resetPassword';
  }
  expiredPasswordFormAction() {
    return '/services/auth/verifyExpiredPswd';
  }
  validateResetToken() {
    return TE.right(undefined);
  }
  resetPassword() {
    return TE.right(undefined);
  }
  replaceExpiredPassword(replacement: ExpiredPasswordReplacement) {
    this.replacements.push(replacement);
    return this.answer;
  }
}

export const rejectedWith = (error: string, status = 400): TE.TaskEither<ServiceError, void> =>
  TE.left({ code: 'service.rejected', status, error, message: 'not shown' });
