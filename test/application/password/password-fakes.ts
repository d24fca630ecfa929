import * as TE from 'fp-ts/TaskEither';
import {
  RESET_TOKEN_VALIDATION_FAILED,
  type PasswordGateway,
  type PasswordPolicy,
  type PasswordReset,
  type ResetLinkRequest,
  type ResetTokenRejected,
} from '../../../src/application/ports/password-gateway.port';
import type {
  ActivatedAccount,
  ConfirmedRegistration,
  RegistrationGateway,
} from '../../../src/application/ports/registration-gateway.port';
import type { ServiceError } from '../../../src/application/ports/service-error';

/** A refusal as the HTTP adapter hands it on: the server's status and `{ error, message }`. */
export const rejected = (status: number, error: string): ServiceError => ({
  code: 'service.rejected',
  status,
  error,
  message: `server text for ${error}`,
});

/** As the HTTP adapter turns a refused validateToken into the §7 rejection. */
export const tokenRejected = (cause: ServiceError): ResetTokenRejected => ({
  code: 'password.resetTokenRejected',
  message: RESET_TOKEN_VALIDATION_FAILED,
  linkExpired: cause.code === 'service.rejected' && cause.status === 410,
  cause,
});

/** Answers each call with what the test set; records what it was asked. */
export class FakePasswordGateway implements PasswordGateway {
  policy: TE.TaskEither<ServiceError, PasswordPolicy> = TE.right({ minimumAge: undefined });
  passwordPolicy() {
    return this.policy;
  }
  resetRequests: ResetLinkRequest[] = [];
  validated: string[] = [];
  resets: PasswordReset[] = [];
  requestAnswer: ServiceError | undefined;
  validateAnswer: ServiceError | undefined;
  resetAnswers: (ServiceError | undefined)[] = [];

  changePassword = () => TE.right<ServiceError, void>(undefined);
  replaceExpiredPassword = () => TE.right<ServiceError, void>(undefined);

  requestPasswordReset(request: ResetLinkRequest): TE.TaskEither<ServiceError, void> {
    this.resetRequests.push(request);
    return this.requestAnswer === undefined ? TE.right(undefined) : TE.left(this.requestAnswer);
  }

  /** The flow values in the action's query, as the HTTP gateway names them. */
  passwordResetFormAction(context: Omit<ResetLinkRequest, 'email'>): string {
    return `/forgot?flow=${context.flow ?? ''}`;
  }

  resetPasswordFormAction(pageQuery: Readonly<Record<string, string>>): string {
    return `/reset?${new URLSearchParams(pageQuery).toString()}`;
  }

  expiredPasswordFormAction(pageQuery: Readonly<Record<string, string>>): string {
    return `/expired?${new URLSearchParams(pageQuery).toString()}`;
  }

  validateResetToken(token: string): TE.TaskEither<ResetTokenRejected, void> {
    this.validated.push(token);
    return this.validateAnswer === undefined
      ? TE.right(undefined)
      : TE.left(tokenRejected(this.validateAnswer));
  }

  resetPassword(reset: PasswordReset): TE.TaskEither<ServiceError, void> {
    this.resets.push(reset);
    const answer = this.resetAnswers.shift();
    return answer === undefined ? TE.right(undefined) : TE.left(answer);
  }
}

export class FakeRegistrationGateway implements RegistrationGateway {
  confirmed: { token: string; product: string | undefined }[] = [];
  continued: { token: string; password: string; retypePassword: string }[] = [];
  confirmAnswer: ServiceError | ConfirmedRegistration = {
    continueToken: 'continue-token',
    product: '',
  };
  continueAnswers: (ServiceError | ActivatedAccount)[] = [];

  register = () => TE.left<ServiceError, never>({ code: 'service.networkFailure' });
  registerFromSocialNetwork = () =>
    TE.left<ServiceError, never>({ code: 'service.networkFailure' });
  verifyCode = () => TE.left<ServiceError, never>({ code: 'service.networkFailure' });
  resendCode = () => TE.left<ServiceError, never>({ code: 'service.networkFailure' });

  confirmRegistration(
    token: string,
    product: string | undefined,
  ): TE.TaskEither<ServiceError, ConfirmedRegistration> {
    this.confirmed.push({ token, product });
    const answer = this.confirmAnswer;
    return 'continueToken' in answer ? TE.right(answer) : TE.left(answer);
  }

  continueRegistration(
    token: string,
    password: string,
    retypePassword: string,
  ): TE.TaskEither<ServiceError, ActivatedAccount> {
    this.continued.push({ token, password, retypePassword });
    const answer = this.continueAnswers.shift() ?? {
      email: 'grace@example.com',
      redirectUrl: 'http://localhost:8080/',
    };
    return 'email' in answer ? TE.right(answer) : TE.left(answer);
  }

  confirmRegistrationFormAction(pageQuery: Readonly<Record<string, string>>): string {
    return `/confirm?${new URLSearchParams(pageQuery).toString()}`;
  }

  continueRegistrationFormAction(pageQuery: Readonly<Record<string, string>>): string {
    return `/continue?${new URLSearchParams(pageQuery).toString()}`;
  }
}
