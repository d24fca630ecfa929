import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  registrationPath,
  type RegistrationPayload,
} from '../../domain/accounts/registration-payload';
import {
  REGISTRATION_UNEXPECTED_ERROR,
  type ActivatedAccount,
  type ConfirmedRegistration,
  type PendingRegistration,
  type RegistrationGateway,
  type VerifiedRegistration,
} from '../../application/ports/registration-gateway.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { HttpClient } from './http-client';
import {
  ActivatedAccountCodec,
  CodeSentCodec,
  ConfirmedRegistrationCodec,
  PendingRegistrationCodec,
  VerifiedRegistrationCodec,
  type RegistrationRequestDto,
} from './registration.codecs';

/** The wire body: exactly the fields the backend takes (it refuses unknown ones). */
const toRegistrationRequest = (payload: RegistrationPayload): RegistrationRequestDto => ({
  firstName: payload.firstName,
  lastName: payload.lastName,
  email: payload.email,
  street: payload.street,
  city: payload.city,
  state: payload.state,
  postalCode: payload.postalCode,
  language: payload.language,
  phoneNumber: payload.phoneNumber,
  country: payload.country,
  countryId: payload.countryId,
  acceptTerms: payload.acceptTerms,
  redirectUrl: payload.redirectUrl,
  encryptedDuns: payload.encryptedDuns,
  plaVersion: payload.plaVersion,
});

/** Spec §8: a registration refused without an error body fails with "An unexpected error occurred". */
const registrationFailure = (error: ServiceError): ServiceError =>
  error.code === 'service.rejected' && error.error === ''
    ? { ...error, message: REGISTRATION_UNEXPECTED_ERROR }
    : error;

const toPending = (dto: { readonly email: string }): PendingRegistration => ({ email: dto.email });

// The two calls a registration's links make, also the actions of their pages' forms.
const CONFIRM_REGISTRATION = '/auth/confirmRegistration';
const CONTINUE_REGISTRATION = '/auth/continueRegistration';

export class HttpRegistrationGateway implements RegistrationGateway {
  constructor(private readonly http: HttpClient) {}

  register(
    payload: RegistrationPayload,
    flow: string | null | undefined,
  ): TE.TaskEither<ServiceError, PendingRegistration> {
    return pipe(
      this.http.request('POST', registrationPath(flow), PendingRegistrationCodec, {
        body: toRegistrationRequest(payload),
      }),
      TE.bimap(registrationFailure, toPending),
    );
  }

  registerFromSocialNetwork(
    payload: RegistrationPayload,
  ): TE.TaskEither<ServiceError, PendingRegistration> {
    return pipe(
      this.http.request('POST', '/okta/socialNetworksSignup', PendingRegistrationCodec, {
        body: { registrationForm: toRegistrationRequest(payload) },
      }),
      TE.map(toPending),
    );
  }

  verifyCode(email: string, code: string): TE.TaskEither<ServiceError, VerifiedRegistration> {
    return pipe(
      this.http.request('POST', '/auth/verifyCode', VerifiedRegistrationCodec, {
        body: { email, code },
      }),
      TE.map((dto): VerifiedRegistration =>
        'email' in dto
          ? { next: 'signIn', email: dto.email }
          : { next: 'setPassword', continueToken: dto.token },
      ),
    );
  }

  resendCode(email: string): TE.TaskEither<ServiceError, void> {
    return pipe(
      this.http.request('POST', '/auth/resendCode', CodeSentCodec, { body: { email } }),
      TE.map(() => undefined),
    );
  }

  confirmRegistration(
    token: string,
    product: string | undefined,
  ): TE.TaskEither<ServiceError, ConfirmedRegistration> {
    return pipe(
      this.http.request('POST', CONFIRM_REGISTRATION, ConfirmedRegistrationCodec, {
        body: product === undefined ? { token } : { token, product },
      }),
      TE.map((dto) => ({ continueToken: dto.token, product: dto.product })),
    );
  }

  continueRegistration(
    token: string,
    password: string,
    retypePassword: string,
  ): TE.TaskEither<ServiceError, ActivatedAccount> {
    return pipe(
      this.http.request('POST', CONTINUE_REGISTRATION, ActivatedAccountCodec, {
        body: { token, password, retypePassword },
      }),
      TE.map((dto): ActivatedAccount => ({ email: dto.email, redirectUrl: dto.redirectUrl })),
    );
  }

  confirmRegistrationFormAction(pageQuery: Readonly<Record<string, string>>): string {
    return this.http.addressOf(CONFIRM_REGISTRATION, pageQuery);
  }

  continueRegistrationFormAction(pageQuery: Readonly<Record<string, string>>): string {
    return this.http.addressOf(CONTINUE_REGISTRATION, pageQuery);
  }
}
