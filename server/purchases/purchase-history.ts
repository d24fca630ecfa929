import { isoAt } from '../clock';
import type { Static } from 'typebox';
import type { PurchaseRepository } from './purchase-repository';
import type { OrdersAnswer, SubscriptionsAnswer } from './purchase-schemas';

export const formatAmount = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The account pages' orders and subscriptions (spec §2 /accountInfo/orders and /subscriptions). */
export class PurchaseHistory {
  constructor(private readonly purchases: PurchaseRepository) {}

  async orders(userId: string): Promise<Static<typeof OrdersAnswer>> {
    const orders = await this.purchases.orders(userId);
    return {
      orders: orders.map((order) => ({
        orderNumber: order.orderNumber,
        placedAt: isoAt(order.placedAt),
        status: order.status,
        appId: order.appId,
        productName: order.productName,
        dunsNumber: order.duns,
        amount: formatAmount(order.amountCents),
        currency: order.currency,
      })),
    };
  }

  async subscriptions(userId: string): Promise<Static<typeof SubscriptionsAnswer>> {
    const subscriptions = await this.purchases.subscriptions(userId);
    return {
      subscriptions: subscriptions.map((subscription) => ({
        subscriberNumber: subscription.subscriberNumber,
        appId: subscription.appId,
        productName: subscription.productName,
        dunsNumber: subscription.duns,
        status: subscription.status,
        startedAt: isoAt(subscription.startedAt),
        renewsAt: subscription.renewsAt === null ? null : isoAt(subscription.renewsAt),
        autoRenew: subscription.autoRenew,
        price: formatAmount(subscription.priceCents),
        currency: subscription.currency,
      })),
    };
  }
}
