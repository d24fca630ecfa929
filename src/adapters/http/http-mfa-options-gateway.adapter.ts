import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type {
  AppEnrolment,
  IdentityProof,
  MfaFactor,
  MfaOptionsGateway,
  MfaStatus,
  PasskeyRegistration,
} from '../../application/ports/mfa-options-gateway.port';
import {
  passkeyOptions,
  type PasskeyCredential,
  type PasskeyOptions,
} from '../../application/ports/passkeys.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { HttpClient } from './http-client';
import {
  AppConfirmationCodec,
  AppEnrolmentCodec,
  FactorsLeftCodec,
  MfaStatusCodec,
  PasskeyChallengeCodec,
  PasskeyRegistrationCodec,
  ProvedCodec,
  RecoveryCodesCodec,
  RenamedCodec,
  TurnedOffCodec,
} from './mfa-options.codecs';

type FactorDto = (typeof MfaStatusCodec._A)['factors'][number];

const toFactor = (factor: FactorDto): MfaFactor => ({
  id: factor.id,
  kind: factor.kind,
  name: factor.name,
  createdAt: new Date(factor.createdAt),
  lastUsedAt: factor.lastUsedAt === null ? undefined : new Date(factor.lastUsedAt),
});

const done = (): void => undefined;
const factorPath = (factorId: string) => `/mfa/factors/${encodeURIComponent(factorId)}`;

/** MFA Options over `/services/mfa` (server/mfa/mfa-routes.ts). */
export class HttpMfaOptionsGateway implements MfaOptionsGateway {
  constructor(private readonly http: HttpClient) {}

  status(): TE.TaskEither<ServiceError, MfaStatus> {
    return pipe(
      this.http.request('GET', '/mfa', MfaStatusCodec),
      TE.map((status) => ({
        factors: status.factors.map(toFactor),
        recoveryCodesLeft: status.recoveryCodesLeft,
      })),
    );
  }

  prove(proof: IdentityProof): TE.TaskEither<ServiceError, void> {
    return pipe(
      this.http.request('POST', '/mfa/proof', ProvedCodec, { body: proof }),
      TE.map(done),
    );
  }

  passkeyProofOptions(): TE.TaskEither<ServiceError, PasskeyOptions> {
    return pipe(
      this.http.request('POST', '/mfa/proof/passkey-options', PasskeyChallengeCodec),
      TE.map((answer) => passkeyOptions(answer.options)),
    );
  }

  startApp(name: string): TE.TaskEither<ServiceError, AppEnrolment> {
    return this.http.request('POST', '/mfa/authenticator-apps', AppEnrolmentCodec, {
      body: { name },
    });
  }

  confirmApp(
    factorId: string,
    code: string,
  ): TE.TaskEither<ServiceError, readonly string[] | undefined> {
    const path = `/mfa/authenticator-apps/${encodeURIComponent(factorId)}/confirmation`;
    return this.confirm(path, { code });
  }

  startPasskey(name: string): TE.TaskEither<ServiceError, PasskeyRegistration> {
    return pipe(
      this.http.request('POST', '/mfa/passkeys', PasskeyRegistrationCodec, { body: { name } }),
      TE.map(({ registrationId, options }) => ({
        registrationId,
        options: passkeyOptions(options),
      })),
    );
  }

  confirmPasskey(
    registrationId: string,
    credential: PasskeyCredential,
  ): TE.TaskEither<ServiceError, readonly string[] | undefined> {
    const path = `/mfa/passkeys/${encodeURIComponent(registrationId)}/confirmation`;
    return this.confirm(path, { response: credential });
  }

  /** A new factor's confirmation: the first factor's recovery codes, once. */
  private confirm(
    path: string,
    body: object,
  ): TE.TaskEither<ServiceError, readonly string[] | undefined> {
    return pipe(
      this.http.request('POST', path, AppConfirmationCodec, { body }),
      TE.map((answer) => answer.recoveryCodes),
    );
  }

  newRecoveryCodes(): TE.TaskEither<ServiceError, readonly string[]> {
    return pipe(
      this.http.request('POST', '/mfa/recovery-codes', RecoveryCodesCodec),
      TE.map((answer) => answer.recoveryCodes),
    );
  }

  rename(factorId: string, name: string): TE.TaskEither<ServiceError, void> {
    return pipe(
      this.http.request('PATCH', factorPath(factorId), RenamedCodec, { body: { name } }),
      TE.map(done),
    );
  }

  remove(factorId: string): TE.TaskEither<ServiceError, number> {
    return pipe(
      this.http.request('DELETE', factorPath(factorId), FactorsLeftCodec),
      TE.map((answer) => answer.factorsLeft),
    );
  }

  turnOff(): TE.TaskEither<ServiceError, void> {
    return pipe(this.http.request('DELETE', '/mfa', TurnedOffCodec), TE.map(done));
  }
}
