import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type {
  ProfileAddress,
  ProfileGateway,
  UserProfile,
} from '../../application/ports/profile-gateway.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { HttpClient } from './http-client';
import { UserProfileResponseCodec, type UserProfileResponse } from './auth.codecs';

/**
 * The address, when the answer carries it. The backend sends its four fields together; a field
 * missing beside the others reads '' (nothing given), so the rest is not lost.
 */
const addressOf = ({
  street,
  city,
  state,
  postalCode,
}: UserProfileResponse): ProfileAddress | undefined =>
  street === undefined && city === undefined && state === undefined && postalCode === undefined
    ? undefined
    : { street: street ?? '', city: city ?? '', state: state ?? '', postalCode: postalCode ?? '' };

const toUserProfile = (answer: UserProfileResponse): UserProfile => {
  const { accountSettings, isDnbUser, phoneNumber, mfaEnabled } = answer;
  const address = addressOf(answer);
  return {
    firstName: answer.firstName,
    lastName: answer.lastName,
    email: answer.email,
    countryCode: answer.countryCode,
    languagePreference: answer.languagePreference,
    accountSettings: {
      magento: accountSettings.magento,
      ebDashboard: accountSettings.eb_dashboard,
      customerPortal: accountSettings.customer_portal,
    },
    mfaEnabled: mfaEnabled === true,
    ...(isDnbUser === undefined ? {} : { isDnbUser }),
    ...(phoneNumber === undefined ? {} : { phoneNumber }),
    ...(address === undefined ? {} : { address }),
  };
};

export class HttpProfileGateway implements ProfileGateway {
  constructor(private readonly http: HttpClient) {}

  getUserProfile(): TE.TaskEither<ServiceError, UserProfile> {
    return pipe(
      this.http.request('GET', '/auth/getUserProfile', UserProfileResponseCodec),
      TE.map(toUserProfile),
    );
  }
}
