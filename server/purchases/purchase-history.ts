import { Type, type Static } from 'typebox';
import type { Db } from '../db/database';
import { rowShape } from '../db/rows';
import type { OrdersAnswer, SubscriptionsAnswer } from './purchase-schemas';

const iso = (epoch: number): string => new Date(epoch * 1000).toISOString();
export const formatAmount = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export interface SubscriptionRef {
  readonly subscriberNumber: string;
  readonly appId: number;
  readonly dunsNumber: string | null;
}

const NullableDuns = Type.Union([Type.String(), Type.Null()]);
const OrderRow = rowShape(
  'OrderRow',
  Type.Object({
    order_number: Type.String(),
    placed_at: Type.Integer(),
    status: Type.String(),
    app_id: Type.Integer(),
    product_name: Type.String(),
    duns: NullableDuns,
    amount_cents: Type.Integer(),
    currency: Type.String(),
  }),
);
const SubscriptionRow = rowShape(
  'SubscriptionRow',
  Type.Object({
    subscriber_number: Type.String(),
    app_id: Type.Integer(),
    product_name: Type.String(),
    duns: NullableDuns,
    status: Type.String(),
    started_at: Type.Integer(),
    renews_at: Type.Union([Type.Integer(), Type.Null()]),
    auto_renew: Type.Integer(),
    price_cents: Type.Integer(),
    currency: Type.String(),
  }),
);
const SubscriptionRefRow = rowShape(
  'SubscriptionRefRow',
  Type.Object({ subscriber_number: Type.String(), app_id: Type.Integer(), duns: NullableDuns }),
);

/** The account pages' orders and subscriptions (spec §2 /accountInfo/orders and /subscriptions). */
export class PurchaseHistory {
  constructor(private readonly db: Db) {}

  orders(userId: string): Static<typeof OrdersAnswer> {
    const rows = OrderRow.all(
      this.db
        .prepare(
          `SELECT order_number, placed_at, status, app_id, product_name, duns, amount_cents, currency
           FROM orders WHERE user_id = ? ORDER BY placed_at DESC, order_number DESC`,
        )
        .all(userId),
    );
    return {
      orders: rows.map((row) => ({
        orderNumber: row.order_number,
        placedAt: iso(row.placed_at),
        status: row.status,
        appId: row.app_id,
        productName: row.product_name,
        dunsNumber: row.duns,
        amount: formatAmount(row.amount_cents),
        currency: row.currency,
      })),
    };
  }

  subscriptions(userId: string): Static<typeof SubscriptionsAnswer> {
    const rows = SubscriptionRow.all(
      this.db
        .prepare(
          `SELECT subscriber_number, app_id, product_name, duns, status, started_at, renews_at, auto_renew,
             price_cents, currency
           FROM subscriptions WHERE user_id = ? ORDER BY started_at DESC, subscriber_number`,
        )
        .all(userId),
    );
    return {
      subscriptions: rows.map((row) => ({
        subscriberNumber: row.subscriber_number,
        appId: row.app_id,
        productName: row.product_name,
        dunsNumber: row.duns,
        status: row.status,
        startedAt: iso(row.started_at),
        renewsAt: row.renews_at === null ? null : iso(row.renews_at),
        autoRenew: row.auto_renew === 1,
        price: formatAmount(row.price_cents),
        currency: row.currency,
      })),
    };
  }

  /** The user's subscription with this number for this application, if any. */
  findSubscription(
    userId: string,
    subscriberNumber: string,
    appId: number,
  ): SubscriptionRef | undefined {
    const row = SubscriptionRefRow.one(
      this.db
        .prepare(
          'SELECT subscriber_number, app_id, duns FROM subscriptions WHERE user_id = ? AND subscriber_number = ? AND app_id = ?',
        )
        .get(userId, subscriberNumber, appId),
    );
    return (
      row && { subscriberNumber: row.subscriber_number, appId: row.app_id, dunsNumber: row.duns }
    );
  }
}
