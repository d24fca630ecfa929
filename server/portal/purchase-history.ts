import type { Static } from 'typebox';
import type { Db } from '../db/database';
import type { OrdersAnswer, SubscriptionsAnswer } from './portal-schemas';

const iso = (epoch: number): string => new Date(epoch * 1000).toISOString();
export const formatAmount = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export interface SubscriptionRef {
  readonly subscriberNumber: string;
  readonly appId: number;
  readonly dunsNumber: string | null;
}

/** The account pages' orders and subscriptions (spec §2 /accountInfo/orders and /subscriptions). */
export class PurchaseHistory {
  constructor(private readonly db: Db) {}

  orders(userId: string): Static<typeof OrdersAnswer> {
    const rows = this.db
      .prepare(
        `SELECT order_number, placed_at, status, app_id, product_name, duns, amount_cents, currency
         FROM orders WHERE user_id = ? ORDER BY placed_at DESC, order_number DESC`,
      )
      .all(userId) as {
      order_number: string;
      placed_at: number;
      status: string;
      app_id: number;
      product_name: string;
      duns: string | null;
      amount_cents: number;
      currency: string;
    }[];
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
    const rows = this.db
      .prepare(
        `SELECT subscriber_number, app_id, product_name, duns, status, started_at, renews_at, auto_renew,
           price_cents, currency
         FROM subscriptions WHERE user_id = ? ORDER BY started_at DESC, subscriber_number`,
      )
      .all(userId) as {
      subscriber_number: string;
      app_id: number;
      product_name: string;
      duns: string | null;
      status: string;
      started_at: number;
      renews_at: number | null;
      auto_renew: number;
      price_cents: number;
      currency: string;
    }[];
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
    const row = this.db
      .prepare(
        'SELECT subscriber_number, app_id, duns FROM subscriptions WHERE user_id = ? AND subscriber_number = ? AND app_id = ?',
      )
      .get(userId, subscriberNumber, appId) as
      { subscriber_number: string; app_id: number; duns: string | null } | undefined;
    return (
      row && { subscriberNumber: row.subscriber_number, appId: row.app_id, dunsNumber: row.duns }
    );
  }
}
