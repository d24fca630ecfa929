import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { ProfileGateway, UserProfile } from '../../application/ports/portal-data.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { HttpClient } from './http-client';
import { UserProfileResponseCodec } from './auth.codecs';

export class HttpProfileGateway implements ProfileGateway {
  constructor(private readonly http: HttpClient) {}

  getUserProfile(): TE.TaskEither<ServiceError, UserProfile> {
    return pipe(
      this.http.request('GET', '/auth/getUserProfile', UserProfileResponseCodec),
      TE.map(({ accountSettings, ...profile }) => ({
        ...profile,
        accountSettings: {
          magento: accountSettings.magento,
          ebDashboard: accountSettings.eb_dashboard,
          customerPortal: accountSettings.customer_portal,
        },
      })),
    );
  }
}
