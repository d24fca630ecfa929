import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Task } from 'fp-ts/Task';
import type { SessionCheckReply } from '../../domain/accounts/session-policy';
import type { ProductDeepLink } from '../../domain/accounts/sign-in-parameters';
import {
  OKTA_LOGOUT_FAILED,
  type LogoutFailed,
  type PortalLogin,
  type SessionGateway,
} from '../../application/ports/session-gateway.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { HttpClient } from './http-client';
import {
  OktaLoginResponseCodec,
  OktaLogoutResponseCodec,
  SessionCheckResponseCodec,
} from './auth.codecs';

export class HttpSessionGateway implements SessionGateway {
  constructor(private readonly http: HttpClient) {}

  oktaLogin(idToken: string, deepLink?: ProductDeepLink): TE.TaskEither<ServiceError, PortalLogin> {
    const query = new URLSearchParams();
    if (deepLink !== undefined) {
      if (deepLink.appId !== undefined) query.set('app_id', deepLink.appId);
      query.set('payload', deepLink.payload);
    }
    const path = query.size === 0 ? '/auth/oktaLogin' : `/auth/oktaLogin?${query.toString()}`;
    return pipe(
      this.http.request('POST', path, OktaLoginResponseCodec, { body: { idToken } }),
      TE.map((response) => ({ owlError: response.owl.error })),
    );
  }

  checkSession(): Task<SessionCheckReply> {
    return async () => {
      const result = await this.http.request(
        'GET',
        '/auth/checkUserLogin',
        SessionCheckResponseCodec,
      )();
      if (E.isRight(result)) {
        return {
          kind: 'answered',
          status: 200,
          expiresInSeconds: result.right.expiresIn,
          url: result.right.url,
        };
      }
      switch (result.left.code) {
        case 'service.unauthorized':
          return { kind: 'unauthorized' };
        case 'service.underMaintenance':
          return { kind: 'underMaintenance' };
        default:
          return { kind: 'failed' };
      }
    };
  }

  oktaLogout(): TE.TaskEither<LogoutFailed, void> {
    return pipe(
      // A GET that ends the session: the backend acts only when it carries the CSRF token.
      this.http.request('GET', '/auth/oktaLogout', OktaLogoutResponseCodec, { csrf: true }),
      TE.bimap(
        (cause): LogoutFailed => ({
          code: 'session.logoutFailed',
          message: OKTA_LOGOUT_FAILED,
          cause,
        }),
        () => undefined,
      ),
    );
  }
}
