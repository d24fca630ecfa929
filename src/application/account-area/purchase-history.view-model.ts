import { formatDunsNumber } from '../../domain/companies/duns-number';
import { productNamed } from '../../domain/entitlements/product-catalogue';
import { renewalMessageId } from '../../domain/trials/trial-status';
import { localisedStoreLink } from '../../domain/navigation/store-links';
import type { Locale } from '../../domain/locale/locale';
import type { Order, Subscription } from '../ports/purchase-history.port';
import {
  presentMenuGated,
  type MenuGatedScreen,
  type MenuGatedState,
} from './menu-gated-page.use-case';

export type PurchaseHistoryKind = 'orders' | 'subscriptions';

/**
 * D-ACCT-UI-5: the pages of the provider's online store (its origin is the environment's, D-ADP-7)
 * where orders and subscriptions are managed. `{country}` is the store's country segment for the
 * user's language preference (spec §9, D-DOM-16).
 */
const STORE_LINK_PATHS: Readonly<Record<PurchaseHistoryKind, string>> = {
  orders: '/{country}/sales/order/history',
  subscriptions: '/{country}/customer/subscriptions',
};

export type PurchaseHistoryData =
  | {
      readonly kind: 'orders';
      readonly languagePreference: Locale;
      readonly orders: readonly Order[];
    }
  | {
      readonly kind: 'subscriptions';
      readonly languagePreference: Locale;
      readonly subscriptions: readonly Subscription[];
    };

/** The design brief's colour pairs; the pill's text always says the state as well. */
export type StatusTone = 'success' | 'info' | 'warning' | 'error';

const ORDER_TONES: Readonly<Record<Order['status'], StatusTone>> = {
  completed: 'success',
  processing: 'info',
  cancelled: 'error',
};

const SUBSCRIPTION_TONES: Readonly<Record<Subscription['status'], StatusTone>> = {
  active: 'success',
  cancelled: 'warning',
  expired: 'error',
};

/** Raw values with their kind: the page formats dates and money in the user's locale. */
export interface OrderRow {
  readonly orderNumber: string;
  readonly productName: string;
  /** Displayed as the company profile shows it (80-473-5132). */
  readonly duns: string | undefined;
  readonly placedAt: string;
  readonly status: Order['status'];
  readonly tone: StatusTone;
  readonly amount: number;
  readonly currency: string;
}

export interface SubscriptionRow {
  readonly subscriberNumber: string;
  readonly appId: number;
  readonly productName: string;
  /** Active: "Open" leads to it (GET /auth/accessSubscriptions, D-ACCT-UI-7). */
  readonly openable: boolean;
  readonly duns: string | undefined;
  readonly status: Subscription['status'];
  readonly tone: StatusTone;
  readonly startedAt: string;
  /** When it renews (auto-renewing and active), else undefined. */
  readonly renewsAt: string | undefined;
  /** When an active subscription ends without renewing. */
  readonly endsAt: string | undefined;
  readonly price: number;
  readonly currency: string;
  /** §9 "Free Credit Insights renews annually at $0": the product's renewal text, if it has one. */
  readonly renewalMessageId: 'trial.creditInsightsFree.renewal' | undefined;
}

export type PurchaseHistoryViewModel =
  | MenuGatedScreen
  | {
      readonly screen: 'orders';
      readonly rows: readonly OrderRow[];
      readonly storeUrl: string;
    }
  | {
      readonly screen: 'subscriptions';
      readonly rows: readonly SubscriptionRow[];
      readonly storeUrl: string;
    };

/** Amounts travel as decimal strings ("49.00"); one that is not a number is shown as 0. */
const amountOf = (value: string): number => {
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : 0;
};

export const toOrderRow = (order: Order): OrderRow => ({
  orderNumber: order.orderNumber,
  productName: order.productName,
  duns: order.duns === undefined ? undefined : formatDunsNumber(order.duns),
  placedAt: order.placedAt,
  status: order.status,
  tone: ORDER_TONES[order.status],
  amount: amountOf(order.amount),
  currency: order.currency,
});

export const toSubscriptionRow = (subscription: Subscription): SubscriptionRow => {
  const active = subscription.status === 'active';
  return {
    subscriberNumber: subscription.subscriberNumber,
    appId: subscription.appId,
    productName: subscription.productName,
    openable: active,
    duns: subscription.duns === undefined ? undefined : formatDunsNumber(subscription.duns),
    status: subscription.status,
    tone: SUBSCRIPTION_TONES[subscription.status],
    startedAt: subscription.startedAt,
    renewsAt: active && subscription.autoRenew ? subscription.renewsAt : undefined,
    endsAt: active && !subscription.autoRenew ? subscription.renewsAt : undefined,
    price: amountOf(subscription.price),
    currency: subscription.currency,
    // Named as the catalogue names it, as entitlements are (D-ACCT-UI-8); said while it renews.
    renewalMessageId:
      active && subscription.autoRenew ? renewalOf(subscription.productName) : undefined,
  };
};

const renewalOf = (productName: string) => {
  const product = productNamed(productName);
  return product === undefined ? undefined : renewalMessageId(product);
};

/** My Orders and My Subscriptions (spec §2, magento accounts only) for what is known. */
export const toPurchaseHistoryViewModel =
  (storeOrigin: string) =>
  (state: MenuGatedState<PurchaseHistoryData>): PurchaseHistoryViewModel =>
    presentMenuGated(state, (data): PurchaseHistoryViewModel => {
      const storeUrl = localisedStoreLink(
        `${storeOrigin}${STORE_LINK_PATHS[data.kind]}`,
        data.languagePreference,
      );
      return data.kind === 'orders'
        ? { screen: 'orders', rows: data.orders.map(toOrderRow), storeUrl }
        : { screen: 'subscriptions', rows: data.subscriptions.map(toSubscriptionRow), storeUrl };
    });
