import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type {
  AccountGateway,
  MarketingConsent,
  ProfileUpdate,
  UpdatedProfile,
} from '../../application/ports/account-gateway.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { HttpClient } from './http-client';
import {
  CachePurgedCodec,
  ConsentRecordedCodec,
  LendioAuthCodec,
  UpdatedProfileCodec,
  type FullProfileUpdateDto,
  type UpdatedProfileDto,
} from './account.codecs';

const PROFILE_PATH = '/auth/updateUserProfile';

/** The sign-in address is the user name too: both carry the (unchangeable) email. */
const toFullProfileUpdate = (update: ProfileUpdate): FullProfileUpdateDto => ({
  firstName: update.firstName,
  lastName: update.lastName,
  phoneNumber: update.phoneNumber,
  emailAddress: update.email,
  userName: update.email,
  street: update.street,
  city: update.city,
  state: update.state,
  postal_code: update.postalCode,
  language_preference_code: update.languagePreference,
});

const toUpdatedProfile = (dto: UpdatedProfileDto): UpdatedProfile => ({
  firstName: dto.firstName,
  lastName: dto.lastName,
  email: dto.email,
  phoneNumber: dto.phoneNumber,
  countryCode: dto.countryCode,
  languagePreference: dto.languagePreference,
  street: dto.street,
  city: dto.city,
  state: dto.state,
  postalCode: dto.postalCode,
});

export class HttpAccountGateway implements AccountGateway {
  constructor(private readonly http: HttpClient) {}

  updateProfile(update: ProfileUpdate): TE.TaskEither<ServiceError, UpdatedProfile> {
    return pipe(
      this.http.request('PUT', PROFILE_PATH, UpdatedProfileCodec, {
        body: toFullProfileUpdate(update),
      }),
      TE.map(toUpdatedProfile),
    );
  }

  updateLanguagePreference(
    languagePreference: string,
  ): TE.TaskEither<ServiceError, UpdatedProfile> {
    return pipe(
      this.http.request('PUT', PROFILE_PATH, UpdatedProfileCodec, {
        body: { language_preference_code: languagePreference },
      }),
      TE.map(toUpdatedProfile),
    );
  }

  recordConsent(consent: MarketingConsent): TE.TaskEither<ServiceError, void> {
    return pipe(
      this.http.request('POST', '/auth/user/consent', ConsentRecordedCodec, {
        body: {
          email: consent.email,
          os: consent.os,
          bloomreachConsent: consent.bloomreachConsent,
        },
      }),
      TE.map(() => undefined),
    );
  }

  lendioAuthUrl(email: string): TE.TaskEither<ServiceError, string> {
    return pipe(
      this.http.request('POST', '/auth/lendioAuth', LendioAuthCodec, { body: { email } }),
      TE.map((dto) => dto.url),
    );
  }

  purgeCache(email: string): TE.TaskEither<ServiceError, void> {
    return pipe(
      this.http.request('POST', '/cache/purge-cache-by-key', CachePurgedCodec, { body: { email } }),
      TE.map(() => undefined),
    );
  }
}
