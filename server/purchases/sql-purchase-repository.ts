import type { Selectable } from 'kysely';
import type { QueryLayer } from '../db/query-layer';
import type { SubscriptionsTable } from '../db/company-tables';
import type { OrderRecord, PurchaseRepository, SubscriptionRecord } from './purchase-repository';

const SUBSCRIPTION_COLUMNS = [
  'subscriber_number',
  'app_id',
  'product_name',
  'duns',
  'status',
  'started_at',
  'renews_at',
  'auto_renew',
  'price_cents',
  'currency',
] as const;

const toSubscription = (
  row: Pick<Selectable<SubscriptionsTable>, (typeof SUBSCRIPTION_COLUMNS)[number]>,
): SubscriptionRecord => ({
  subscriberNumber: row.subscriber_number,
  appId: row.app_id,
  productName: row.product_name,
  duns: row.duns,
  status: row.status,
  startedAt: row.started_at,
  renewsAt: row.renews_at,
  autoRenew: row.auto_renew === 1,
  priceCents: row.price_cents,
  currency: row.currency,
});

/** Orders and subscriptions in SQLite or PostgreSQL, through the query layer (D-STORE-4). */
export class SqlPurchaseRepository implements PurchaseRepository {
  constructor(private readonly db: QueryLayer) {}

  async orders(userId: string): Promise<OrderRecord[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select([
        'order_number',
        'placed_at',
        'status',
        'app_id',
        'product_name',
        'duns',
        'amount_cents',
        'currency',
      ])
      .where('user_id', '=', userId)
      .orderBy('placed_at', 'desc')
      .orderBy('order_number', 'desc')
      .execute();
    return rows.map((row) => ({
      orderNumber: row.order_number,
      placedAt: row.placed_at,
      status: row.status,
      appId: row.app_id,
      productName: row.product_name,
      duns: row.duns,
      amountCents: row.amount_cents,
      currency: row.currency,
    }));
  }

  async subscriptions(userId: string): Promise<SubscriptionRecord[]> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .select(SUBSCRIPTION_COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('started_at', 'desc')
      .orderBy('subscriber_number')
      .execute();
    return rows.map(toSubscription);
  }

  async findSubscription(
    userId: string,
    subscriberNumber: string,
    appId: number,
  ): Promise<SubscriptionRecord | undefined> {
    const row = await this.db
      .selectFrom('subscriptions')
      .select(SUBSCRIPTION_COLUMNS)
      .where('user_id', '=', userId)
      .where('subscriber_number', '=', subscriberNumber)
      .where('app_id', '=', appId)
      .executeTakeFirst();
    return row && toSubscription(row);
  }
}
