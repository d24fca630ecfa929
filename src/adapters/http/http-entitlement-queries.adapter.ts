import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type {
  AssignedProduct,
  CompanyEntitlements,
  CompanyInfo,
  CompanyInfoRequest,
  DecodedDeepLink,
  EntitledProduct,
  EntitlementQueries,
  LegalTerms,
  Order,
  ProductHandOff,
  ProductHandOffRequest,
  ProductHandOffs,
  ProductTermsDecision,
  PurchaseHistory,
  RecordedTermsDecision,
  Subscription,
  TermsGateway,
} from '../../application/ports/entitlement-queries.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { MarketingHubSsoRequest } from '../../domain/marketing-hub-tab';
import type { HttpClient } from './http-client';
import {
  AssignedAnswerCodec,
  CompanyInfoAnswerCodec,
  DecodeAnswerCodec,
  EntitlementObjectCodec,
  LegalTermsAnswerCodec,
  OrdersAnswerCodec,
  PlaDecisionAnswerCodec,
  SsoAnswerCodec,
  SubscriptionsAnswerCodec,
  UrlAnswerCodec,
  type EntitlementObjectDto,
  type ProductEntitlementDto,
} from './entitlement-queries.codecs';

const orUndefined = <A>(value: A | null | undefined): A | undefined => value ?? undefined;

const toEntitledProduct = (dto: ProductEntitlementDto): EntitledProduct => ({
  appId: dto.appId,
  productId: orUndefined(dto.productId),
  productName: dto.product_name,
  duns: orUndefined(dto.dunsNumber),
  status: dto.status,
  termsAccepted: dto.plaAccepted,
  trialDaysLeft: dto.trialDaysLeft,
});

const toCompanyEntitlements = (dto: EntitlementObjectDto): CompanyEntitlements => ({
  selectedDuns: orUndefined(dto.selectedDuns),
  companyInfo: dto.companyInfo.map((company) => company.dunsNumber),
  companies: dto.companyInfo.map((company) => ({
    duns: company.dunsNumber,
    businessName: company.businessName,
    isDirector: company.role === 'director',
  })),
  credibilityEntitlements: dto.credibilityEntitlements.map(({ type, displayDuns, title }) => ({ type, displayDuns, title })),
  vboEntitlements: dto.vboEntitlements.map(toEntitledProduct),
  vboAssociatedDuns: dto.vboAssociatedDuns,
  dfcEntitlements: dto.dfcEntitlements.map((dfc) => ({
    caseId: dfc.caseId,
    duns: orUndefined(dfc.dunsNumber),
    productName: dfc.productName,
    status: dfc.status,
    createdAt: dfc.createdAt,
  })),
  pla: { acceptedTos: dto.pla.accepted_tos, plaContent: dto.pla.pla_content },
  isPendingOwlEntitlementsAvailable: dto.isPendingOwlEntitlementsAvailable,
});

export class HttpEntitlementQueries implements EntitlementQueries {
  constructor(private readonly http: HttpClient) {}

  entitlementsForCompany(duns: string): TE.TaskEither<ServiceError, CompanyEntitlements> {
    return pipe(
      this.http.request('POST', '/entitlements/get-entitlements-by-duns', EntitlementObjectCodec, {
        body: { dunsArray: [duns] },
      }),
      TE.map(toCompanyEntitlements),
    );
  }

  entitlementsByDuns(duns: string): TE.TaskEither<ServiceError, CompanyEntitlements> {
    return pipe(
      this.http.request('GET', `/entitlements/by-duns/${encodeURIComponent(duns)}`, EntitlementObjectCodec),
      TE.map(toCompanyEntitlements),
    );
  }

  currentEntitlements(): TE.TaskEither<ServiceError, CompanyEntitlements> {
    return pipe(this.http.request('GET', '/entitlements/current', EntitlementObjectCodec), TE.map(toCompanyEntitlements));
  }

  companyInfo(request: CompanyInfoRequest): TE.TaskEither<ServiceError, CompanyInfo> {
    const query =
      request.kind === 'company'
        ? { dunsNumber: request.duns, idaas_uuid: request.idaasUuid, type: 'normal' }
        : { idaas_uuid: request.idaasUuid, type: 'pending' };
    return pipe(
      this.http.request('GET', '/entitlements/getCompanyInfo', CompanyInfoAnswerCodec, { query }),
      TE.map((dto) => ({ entitlements: toCompanyEntitlements(dto), company: dto.companyDetails })),
    );
  }

  assignedProducts(): TE.TaskEither<ServiceError, readonly AssignedProduct[]> {
    return pipe(
      this.http.request('GET', '/entitlements/assigned', AssignedAnswerCodec),
      TE.map((dto) =>
        dto.entitlements.map((product) => ({ ...toEntitledProduct(product), businessName: orUndefined(product.businessName) })),
      ),
    );
  }
}

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

  decideProductTerms(decision: ProductTermsDecision): TE.TaskEither<ServiceError, RecordedTermsDecision> {
    const body = { dunsNumber: decision.duns ?? null, appId: decision.appId, accepted: decision.accepted };
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

/** D-SRV-P5/P6: a product whose agreement is declined or pending answers 403 PLA_NOT_ACCEPTED. */
const termsNotAcceptedAsOutcome = (
  call: TE.TaskEither<ServiceError, string>,
): TE.TaskEither<ServiceError, ProductHandOff> =>
  pipe(
    call,
    TE.map((url): ProductHandOff => ({ kind: 'open', url })),
    TE.orElse((error) =>
      error.code === 'service.rejected' && error.status === 403 && error.error === 'PLA_NOT_ACCEPTED'
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
      TE.map((dto) => ({ duns: dto.dunsNumber, appId: dto.appId, parameters: { ...dto.parameters } })),
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

export class HttpPurchaseHistory implements PurchaseHistory {
  constructor(private readonly http: HttpClient) {}

  orders(): TE.TaskEither<ServiceError, readonly Order[]> {
    return pipe(
      this.http.request('GET', '/auth/orders', OrdersAnswerCodec),
      TE.map((dto) =>
        dto.orders.map((order) => ({
          orderNumber: order.orderNumber,
          placedAt: order.placedAt,
          status: order.status,
          appId: order.appId,
          productName: order.productName,
          duns: orUndefined(order.dunsNumber),
          amount: order.amount,
          currency: order.currency,
        })),
      ),
    );
  }

  subscriptions(): TE.TaskEither<ServiceError, readonly Subscription[]> {
    return pipe(
      this.http.request('GET', '/auth/subscriptions', SubscriptionsAnswerCodec),
      TE.map((dto) =>
        dto.subscriptions.map((subscription) => ({
          subscriberNumber: subscription.subscriberNumber,
          appId: subscription.appId,
          productName: subscription.productName,
          duns: orUndefined(subscription.dunsNumber),
          status: subscription.status,
          startedAt: subscription.startedAt,
          renewsAt: orUndefined(subscription.renewsAt),
          autoRenew: subscription.autoRenew,
          price: subscription.price,
          currency: subscription.currency,
        })),
      ),
    );
  }
}
