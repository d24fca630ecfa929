import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { ServiceError } from '../../application/ports/service-error';
import type {
  SignedInSession,
  SignedInSessionsGateway,
} from '../../application/ports/signed-in-sessions-gateway.port';
import type { HttpClient } from './http-client';
import {
  SessionListCodec,
  SignedOutCodec,
  SignedOutOthersCodec,
} from './signed-in-sessions.codecs';

/** "Where you're signed in" over `/services/auth/sessions` (server/auth/session-list-routes.ts). */
export class HttpSignedInSessionsGateway implements SignedInSessionsGateway {
  constructor(private readonly http: HttpClient) {}

  list(): TE.TaskEither<ServiceError, readonly SignedInSession[]> {
    return pipe(
      this.http.request('GET', '/auth/sessions', SessionListCodec),
      TE.map((answer) =>
        answer.sessions.map((session) => ({
          ...session,
          signedInAt: new Date(session.signedInAt),
          lastActiveAt: new Date(session.lastActiveAt),
        })),
      ),
    );
  }

  signOut(id: string): TE.TaskEither<ServiceError, void> {
    return pipe(
      this.http.request('DELETE', `/auth/sessions/${encodeURIComponent(id)}`, SignedOutCodec),
      TE.map(() => undefined),
    );
  }

  signOutOthers(): TE.TaskEither<ServiceError, number> {
    return pipe(
      this.http.request('DELETE', '/auth/sessions', SignedOutOthersCodec),
      TE.map((answer) => answer.signedOut),
    );
  }
}
