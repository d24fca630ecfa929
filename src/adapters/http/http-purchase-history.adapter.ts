import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type {
  Order,
  PurchaseHistory,
  Subscription,
} from '../../application/ports/purchase-history.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { HttpClient } from './http-client';
import { OrdersAnswerCodec, SubscriptionsAnswerCodec } from './entitlement-queries.codecs';
import { orUndefined } from './entitlement-queries.mapping';

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
