import type { Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { PortalFrameState } from '../frame/portal-frame.use-case';
import type { Order, PurchaseHistory, Subscription } from '../ports/purchase-history.port';
import type { ProfileGateway } from '../ports/profile-gateway.port';
import type { ServiceError } from '../ports/service-error';
import { MenuGatedPage } from './menu-gated-page.use-case';
import { languageOf } from './profile-form';
import {
  toPurchaseHistoryViewModel,
  type PurchaseHistoryData,
  type PurchaseHistoryKind,
  type PurchaseHistoryViewModel,
} from './purchase-history.view-model';

/** The list of `kind` with the user's language preference (the store link follows it, spec §2). */
const readPurchaseHistory = async (
  kind: PurchaseHistoryKind,
  profiles: ProfileGateway,
  purchases: PurchaseHistory,
): Promise<E.Either<ServiceError, PurchaseHistoryData>> => {
  const profile = await profiles.getUserProfile()();
  if (E.isLeft(profile)) return profile;
  const languagePreference = languageOf(profile.right.languagePreference);
  if (kind === 'orders') {
    const orders = await purchases.orders()();
    return E.map((list: readonly Order[]): PurchaseHistoryData => ({
      kind,
      languagePreference,
      orders: list,
    }))(orders);
  }
  const subscriptions = await purchases.subscriptions()();
  return E.map((list: readonly Subscription[]): PurchaseHistoryData => ({
    kind,
    languagePreference,
    subscriptions: list,
  }))(subscriptions);
};

export type PurchaseHistoryPage = MenuGatedPage<PurchaseHistoryData, PurchaseHistoryViewModel>;

/**
 * My Orders or My Subscriptions (spec §2 /accountInfo/orders, /accountInfo/subscriptions): the
 * user's list from the purchase-history calls, for a magento account (the profile menu's rule);
 * another account is told the page is not part of its account. The store link leads to
 * `storeOrigin`, the provider's store for the portal's environment.
 */
export const purchaseHistoryPage = (
  kind: PurchaseHistoryKind,
  frame: Observable<PortalFrameState>,
  profiles: ProfileGateway,
  purchases: PurchaseHistory,
  storeOrigin: string,
): PurchaseHistoryPage =>
  new MenuGatedPage(
    frame,
    kind,
    async () => readPurchaseHistory(kind, profiles, purchases),
    toPurchaseHistoryViewModel(storeOrigin),
  );
