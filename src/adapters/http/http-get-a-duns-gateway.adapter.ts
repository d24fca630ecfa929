import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type {
  CompanySearchQuery,
  DunsApplication,
  DunsApplicationDetails,
  EntitleRequest,
  FoundCompany,
  FreemiumRequest,
  GetADunsGateway,
  GrantedEntitlement,
  GrantedTrial,
} from '../../application/ports/get-a-duns-gateway.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { HttpClient } from './http-client';
import {
  CompanySearchResponseCodec,
  DfcCaseResponseCodec,
  EntitledResponseCodec,
  FreemiumResponseCodec,
  type EntitledResponse,
} from './get-a-duns.codecs';

const toGranted = (dto: EntitledResponse): GrantedEntitlement => ({
  duns: dto.dunsNumber,
  appId: dto.appId,
  productId: dto.productId ?? undefined,
  productName: dto.productName,
  status: dto.entitlementStatus,
  termsAccepted: dto.plaAccepted,
});

const entitleBody = (request: EntitleRequest) => ({
  encrypted_duns: request.encryptedDuns,
  app_id: request.appId,
  sales_channel: request.salesChannel,
});

export class HttpGetADunsGateway implements GetADunsGateway {
  constructor(private readonly http: HttpClient) {}

  searchCompanies(query: CompanySearchQuery): TE.TaskEither<ServiceError, readonly FoundCompany[]> {
    return pipe(
      this.http.request('POST', '/GAD/companySearch', CompanySearchResponseCodec, {
        body: { businessName: query.businessName, zipCode: query.zipCode },
      }),
      TE.map((dto) =>
        dto.companies.map((company) => ({
          duns: company.dunsNumber,
          encryptedDuns: company.encryptedDuns,
          businessName: company.businessName,
          tradeName: company.tradeName,
          streetAddress: company.streetAddress,
          city: company.city,
          state: company.state,
          zipCode: company.zipCode,
        })),
      ),
    );
  }

  dunsApplication(
    details: DunsApplicationDetails = {},
  ): TE.TaskEither<ServiceError, DunsApplication> {
    return pipe(
      this.http.request('GET', '/entitlements/getNewDFCCase', DfcCaseResponseCodec, {
        query: { flow: 'GAD', businessName: details.businessName, zipCode: details.zipCode },
      }),
      TE.map((dto) => ({
        caseId: dto.caseId,
        status: dto.status,
        submittedAt: dto.submittedAt,
        businessName: dto.businessName,
        issuedDuns:
          dto.dunsNumber === undefined || dto.encryptedDuns === undefined
            ? undefined
            : { duns: dto.dunsNumber, encryptedDuns: dto.encryptedDuns },
      })),
    );
  }

  entitleExistingDuns(request: EntitleRequest): TE.TaskEither<ServiceError, GrantedEntitlement> {
    return pipe(
      this.http.request('POST', '/GAD/entitleExistingDuns', EntitledResponseCodec, {
        body: entitleBody(request),
      }),
      TE.map(toGranted),
    );
  }

  entitleProduct(request: EntitleRequest): TE.TaskEither<ServiceError, GrantedEntitlement> {
    return pipe(
      this.http.request('POST', '/GAD/entitleProduct', EntitledResponseCodec, {
        body: entitleBody(request),
      }),
      TE.map(toGranted),
    );
  }

  entitleFreemium(request: FreemiumRequest): TE.TaskEither<ServiceError, GrantedTrial> {
    return pipe(
      this.http.request('POST', '/entitlements/entitleFreemium', FreemiumResponseCodec, {
        body: { ...entitleBody(request), country_id: request.countryId },
      }),
      TE.map((dto) => ({
        ...toGranted(dto),
        trialEndsAt: dto.trialEndsAt,
        trialDaysLeft: dto.daysLeft,
      })),
    );
  }
}
