import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type {
  CompanyEntitlements,
  CompanyInfo,
  CompanyInfoRequest,
  EntitlementQueries,
} from '../../application/ports/entitlement-queries.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { Company } from '../../domain/companies/company';
import type { HttpClient } from './http-client';
import {
  CompanyInfoAnswerCodec,
  EntitlementObjectCodec,
  type CompanyRecordDto,
} from './entitlement-queries.codecs';
import { toCompanyEntitlements } from './entitlement-queries.mapping';

/**
 * The decoded company record is the domain's Company field for field (null where the record holds
 * no value, D-PROFILE-1): the codec already checked every value, and the type checker keeps the
 * wire and the domain in step, so a change to either side fails here first.
 */
const toCompany = (record: CompanyRecordDto): Company => record;

export class HttpEntitlementQueries implements EntitlementQueries {
  constructor(private readonly http: HttpClient) {}

  /** The entitlement query with a DUNS: §7's POST /entitlements/get-entitlements-by-duns. */
  entitlementsByDuns(duns: string): TE.TaskEither<ServiceError, CompanyEntitlements> {
    return pipe(
      this.http.request('POST', '/entitlements/get-entitlements-by-duns', EntitlementObjectCodec, {
        body: { dunsArray: [duns] },
      }),
      TE.map(toCompanyEntitlements),
    );
  }

  currentEntitlements(): TE.TaskEither<ServiceError, CompanyEntitlements> {
    return pipe(
      this.http.request('GET', '/entitlements/current', EntitlementObjectCodec),
      TE.map(toCompanyEntitlements),
    );
  }

  allEntitlements(): TE.TaskEither<ServiceError, CompanyEntitlements> {
    return pipe(
      this.http.request('GET', '/entitlements/all', EntitlementObjectCodec),
      TE.map(toCompanyEntitlements),
    );
  }

  companyInfo(request: CompanyInfoRequest): TE.TaskEither<ServiceError, CompanyInfo> {
    const query =
      request.kind === 'company'
        ? { dunsNumber: request.duns, idaas_uuid: request.idaasUuid, type: 'normal' }
        : { idaas_uuid: request.idaasUuid, type: 'pending' };
    return pipe(
      this.http.request('GET', '/entitlements/getCompanyInfo', CompanyInfoAnswerCodec, { query }),
      TE.map((dto) => ({
        entitlements: toCompanyEntitlements(dto),
        company: toCompany(dto.companyDetails),
      })),
    );
  }
}
