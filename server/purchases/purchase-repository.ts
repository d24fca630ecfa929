/** An order as stored; times in epoch seconds, amounts in cents. */
export interface OrderRecord {
  readonly orderNumber: string;
  readonly placedAt: number;
  readonly status: string;
  readonly appId: number;
  readonly productName: string;
  readonly duns: string | null;
  readonly amountCents: number;
  readonly currency: string;
}

/** A subscription as stored; times in epoch seconds, prices in cents. */
export interface SubscriptionRecord {
  readonly subscriberNumber: string;
  readonly appId: number;
  readonly productName: string;
  readonly duns: string | null;
  readonly status: string;
  readonly startedAt: number;
  readonly renewsAt: number | null;
  readonly autoRenew: boolean;
  readonly priceCents: number;
  readonly currency: string;
}

/** The port of the account pages' orders and subscriptions. */
export interface PurchaseRepository {
  /** Newest first. */
  orders(userId: string): Promise<OrderRecord[]>;
  /** Newest first. */
  subscriptions(userId: string): Promise<SubscriptionRecord[]>;
  /** The user's subscription with this number for this application. */
  findSubscription(
    userId: string,
    subscriberNumber: string,
    appId: number,
  ): Promise<SubscriptionRecord | undefined>;
}
