import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  RESET_TOKEN_VALIDATION_FAILED,
  type ExpiredPasswordReplacement,
  type PasswordChange,
  type PasswordGateway,
  type PasswordPolicy,
  type PasswordReset,
  type ResetLinkRequest,
  type ResetTokenRejected,
} from '../../application/ports/password-gateway.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { HttpClient } from './http-client';
import { minimumAgeOf } from '../../domain/accounts/password-age';
import {
  PasswordPolicyCodec,
  PasswordSetCodec,
  ResetLinkSentCodec,
  ResetTokenValidCodec,
  type ResetLinkQueryDto,
} from './password.codecs';

/**
 * 410: the link was used or is older than its 60 minutes (docs/decisions/accounts-backend.md
 * D-PWD-5).
 */
const LINK_EXPIRED_STATUS = 410;

const FORGOT_PASSWORD = '/auth/forgotPassword';
const RESET_PASSWORD = '/auth/resetPassword';
const VERIFY_EXPIRED = '/auth/verifyExpiredPswd';

const toResetLinkQuery = (request: ResetLinkRequest): ResetLinkQueryDto => ({
  encryptedDuns: request.encryptedDuns,
  flow: request.flow,
  countryId: request.countryId,
  redirect_url: request.redirectUrl,
  app_id: request.appId,
  payload: request.payload,
});

/** Spec §8: validateToken failure rejects with "ResetPassword Token Validation:Failed". */
const toResetTokenRejected = (cause: ServiceError): ResetTokenRejected => ({
  code: 'password.resetTokenRejected',
  message: RESET_TOKEN_VALIDATION_FAILED,
  linkExpired: cause.code === 'service.rejected' && cause.status === LINK_EXPIRED_STATUS,
  cause,
});

const done = (): void => undefined;

export class HttpPasswordGateway implements PasswordGateway {
  constructor(private readonly http: HttpClient) {}

  passwordPolicy(): TE.TaskEither<ServiceError, PasswordPolicy> {
    return pipe(
      this.http.request('GET', '/auth/passwordPolicy', PasswordPolicyCodec),
      TE.map((dto) => ({ minimumAge: minimumAgeOf(dto.minimumAgeMinutes) })),
    );
  }

  changePassword(change: PasswordChange): TE.TaskEither<ServiceError, void> {
    const body = {
      currentPassword: change.currentPassword,
      newPassword: change.newPassword,
      retypePassword: change.retypePassword,
    };
    return pipe(
      this.http.request('PUT', '/auth/changePassword', PasswordSetCodec, { body }),
      TE.map(done),
    );
  }

  requestPasswordReset(request: ResetLinkRequest): TE.TaskEither<ServiceError, void> {
    return pipe(
      this.http.request('POST', FORGOT_PASSWORD, ResetLinkSentCodec, {
        body: { email: request.email },
        query: toResetLinkQuery(request),
      }),
      TE.map(done),
    );
  }

  passwordResetFormAction(context: Omit<ResetLinkRequest, 'email'>): string {
    return this.http.addressOf(FORGOT_PASSWORD, toResetLinkQuery({ ...context, email: '' }));
  }

  validateResetToken(token: string): TE.TaskEither<ResetTokenRejected, void> {
    return pipe(
      this.http.request('POST', '/auth/validateToken', ResetTokenValidCodec, { body: { token } }),
      TE.bimap(toResetTokenRejected, done),
    );
  }

  resetPassword(reset: PasswordReset): TE.TaskEither<ServiceError, void> {
    const body = {
      token: reset.token,
      newPassword: reset.newPassword,
      retypePassword: reset.retypePassword,
    };
    return pipe(this.http.request('PUT', RESET_PASSWORD, PasswordSetCodec, { body }), TE.map(done));
  }

  resetPasswordFormAction(pageQuery: Readonly<Record<string, string>>): string {
    return this.http.addressOf(RESET_PASSWORD, pageQuery);
  }

  replaceExpiredPassword(
    replacement: ExpiredPasswordReplacement,
  ): TE.TaskEither<ServiceError, void> {
    const body = {
      username: replacement.username,
      oldPassword: replacement.oldPassword,
      newPassword: replacement.newPassword,
      retypePassword: replacement.retypePassword,
    };
    return pipe(this.http.request('PUT', VERIFY_EXPIRED, PasswordSetCodec, { body }), TE.map(done));
  }

  expiredPasswordFormAction(pageQuery: Readonly<Record<string, string>>): string {
    return this.http.addressOf(VERIFY_EXPIRED, pageQuery);
  }
}
