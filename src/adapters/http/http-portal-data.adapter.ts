import * as TE from 'fp-ts/TaskEither';
import { parseSeniorityLevel } from '../../domain/company-profile-access';
import { pipe } from 'fp-ts/function';
import type {
  Entitlements,
  EntitlementsGateway,
  ProfileGateway,
  UserProfile,
} from '../../application/ports/portal-data.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { HttpClient } from './http-client';
import { UserProfileResponseCodec } from './auth.codecs';
import { EntitlementObjectCodec } from './entitlements.codecs';

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

export class HttpEntitlementsGateway implements EntitlementsGateway {
  constructor(private readonly http: HttpClient) {}

  getAllEntitlements(): TE.TaskEither<ServiceError, Entitlements> {
    return pipe(
      this.http.request('GET', '/entitlements/all', EntitlementObjectCodec),
      TE.map((dto) => ({
        companies: dto.companyInfo.map((company) => ({
          duns: company.dunsNumber,
          businessName: company.businessName,
          seniority: parseSeniorityLevel(company.role),
        })),
        products: dto.vboEntitlements.map((product) => ({
          appId: product.appId,
          productId: product.productId ?? undefined,
          productName: product.product_name,
          duns: product.dunsNumber ?? undefined,
          termsAccepted: product.plaAccepted,
        })),
      })),
    );
  }
}
