import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type {
  LegalTerms,
  ProductTermsDecision,
  RecordedTermsDecision,
  TermsGateway,
} from '../../application/ports/terms-gateway.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { HttpClient } from './http-client';
import { LegalTermsAnswerCodec, PlaDecisionAnswerCodec } from './entitlement-queries.codecs';
import { orUndefined } from './entitlement-queries.mapping';

export class HttpTermsGateway implements TermsGateway {
  constructor(private readonly http: HttpClient) {}

  legalTerms(): TE.TaskEither<ServiceError, LegalTerms> {
    return pipe(
      this.http.request('GET', '/entitlements/legal-terms', LegalTermsAnswerCodec),
      TE.map((dto) => ({
        productTerms: dto.productTerms.map((terms) => ({
          appId: terms.appId,
          productName: terms.product_name,
          duns: orUndefined(terms.dunsNumber),
          title: terms.title,
          version: terms.version,
          status: terms.status,
          decidedAt: orUndefined(terms.decidedAt),
          agreementText: terms.content === '' ? undefined : terms.content,
        })),
        legalDocuments: dto.legalTerms.map((document) => ({
          code: document.code,
          title: document.title,
          url: document.url,
          currentVersion: document.currentVersion,
          acceptedVersion: orUndefined(document.acceptedVersion),
          status: document.status,
          acceptedAt: orUndefined(document.acceptedAt),
        })),
      })),
    );
  }

  decideProductTerms(
    decision: ProductTermsDecision,
  ): TE.TaskEither<ServiceError, RecordedTermsDecision> {
    const body = {
      dunsNumber: decision.duns ?? null,
      appId: decision.appId,
      accepted: decision.accepted,
    };
    return pipe(
      this.http.request('PUT', '/entitlements/pla', PlaDecisionAnswerCodec, { body }),
      TE.map((dto) => ({
        duns: orUndefined(dto.dunsNumber),
        appId: dto.appId,
        accepted: dto.plaAccepted,
        version: dto.version,
        decidedAt: dto.decidedAt,
        accessAvailable: dto.accessAvailable,
      })),
    );
  }
}
