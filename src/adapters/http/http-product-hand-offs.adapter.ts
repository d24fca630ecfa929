import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type {
  DecodedDeepLink,
  ProductHandOff,
  ProductHandOffRequest,
  ProductHandOffs,
} from '../../application/ports/product-hand-offs.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { MarketingHubSsoRequest } from '../../domain/navigation/marketing-hub-tab';
import type { HttpClient } from './http-client';
import { DecodeAnswerCodec, SsoAnswerCodec, UrlAnswerCodec } from './entitlement-queries.codecs';

/** D-SRV-P5/P6: a product whose agreement is declined or pending answers 403 PLA_NOT_ACCEPTED. */
const termsNotAcceptedAsOutcome = (
  call: TE.TaskEither<ServiceError, string>,
): TE.TaskEither<ServiceError, ProductHandOff> =>
  pipe(
    call,
    TE.map((url): ProductHandOff => ({ kind: 'open', url })),
    TE.orElse((error) =>
      error.code === 'service.rejected' &&
      error.status === 403 &&
      error.error === 'PLA_NOT_ACCEPTED'
        ? TE.right<ServiceError, ProductHandOff>({ kind: 'termsNotAccepted' })
        : TE.fromEither(E.left(error)),
    ),
  );

export class HttpProductHandOffs implements ProductHandOffs {
  constructor(private readonly http: HttpClient) {}

  navigateUrl(request: ProductHandOffRequest): TE.TaskEither<ServiceError, ProductHandOff> {
    const { target } = request;
    const body = {
      applicationId: request.applicationId,
      ...(target.kind === 'company' ? { dunsNumber: target.duns } : {}),
      noDunsFlow: target.kind === 'noCompany',
      pendingDuns: target.kind === 'pendingDuns',
    };
    return termsNotAcceptedAsOutcome(
      pipe(
        this.http.request('POST', '/entitlements/getNavigateUrl', UrlAnswerCodec, { body }),
        TE.map((dto) => dto.url),
      ),
    );
  }

  marketingHubSso(request: MarketingHubSsoRequest): TE.TaskEither<ServiceError, ProductHandOff> {
    const body = {
      dunsNumber: request.dunsNumber,
      DUNSList: request.DUNSList,
      noDunsFlow: request.noDunsFlow,
      pendingDuns: request.pendingDuns,
    };
    return termsNotAcceptedAsOutcome(
      pipe(
        this.http.request('POST', '/entitlements/marketing-hub/sso', SsoAnswerCodec, { body }),
        TE.map((dto) => dto.ssoUrl),
      ),
    );
  }

  decodeDeepLink(payload: string): TE.TaskEither<ServiceError, DecodedDeepLink> {
    return pipe(
      this.http.request('GET', '/entitlements/decode', DecodeAnswerCodec, { query: { payload } }),
      TE.map((dto) => ({
        duns: dto.dunsNumber,
        appId: dto.appId,
        parameters: { ...dto.parameters },
      })),
    );
  }

  subscriptionUrl(subscriberNumber: string, appId: number): TE.TaskEither<ServiceError, string> {
    return pipe(
      this.http.request('GET', '/auth/accessSubscriptions', UrlAnswerCodec, {
        query: { subscriber_number: subscriberNumber, app_id: String(appId) },
      }),
      TE.map((dto) => dto.url),
    );
  }
}
