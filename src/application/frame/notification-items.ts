import {
  aaaDiplomaPurchaseNotification,
  isAaaDiplomaPurchaseNotificationDue,
} from '../../domain/notifications/aaa-diploma-notification';
import type { Entitlements } from '../../domain/entitlements/entitlements';
import { productNamed } from '../../domain/entitlements/product-catalogue';
import { productPageUrl } from '../../domain/entitlements/recommended-products';
import type { Notification } from '../../domain/notifications/notifications';
import type { NotificationLink, ServerNotification } from '../ports/notifications.port';

/**
 * One entry of the bell panel and the view-all page: a notification the backend recorded, or one
 * the portal derives (id `portal:<key>`, no date: it is a standing offer, and never news, so it is
 * always read, D-NOTIF-3).
 */
export interface NotificationItem extends Omit<ServerNotification, 'createdAt'> {
  /** `server`: recorded by the backend; `portal`: derived here (the AAA diploma purchase). */
  readonly origin: 'server' | 'portal';
  /** ISO 8601; undefined for a notification the portal derives. */
  readonly createdAt: string | undefined;
}

const PORTAL_ID_PREFIX = 'portal:';

/**
 * Where a derived notification's call to action leads: the product's page on the country's
 * product pages (the same link as its recommendation on My Apps), opened in a new tab; without
 * product pages, My Apps (D-NOTIF-11).
 */
const productLinkOf = (
  productTitle: string,
  productPagesUrl: string | undefined,
): NotificationLink => {
  const product = productNamed(productTitle);
  return product !== undefined && productPagesUrl !== undefined
    ? { kind: 'external', url: productPageUrl(productPagesUrl, product) }
    : { kind: 'product', productTitle };
};

/** A notification the portal derives (domain) as a panel entry. */
const derivedItem = (
  notification: Notification,
  productPagesUrl: string | undefined,
): NotificationItem => {
  const purchase = notification.ctaPurchase;
  const learn = notification.ctaLearn;
  const productLink = productLinkOf(notification.productTitle ?? '', productPagesUrl);
  return {
    id: `${PORTAL_ID_PREFIX}${notification.key}`,
    origin: 'portal',
    type: notification.type,
    key: notification.key,
    text: { kind: 'message', id: notification.message, values: {} },
    bold: notification.bold,
    cta:
      purchase !== undefined
        ? { kind: 'purchase', linkText: purchase, link: productLink }
        : learn !== undefined
          ? { kind: 'learn', linkText: learn, link: productLink }
          : undefined,
    productTitle: notification.productTitle,
    createdAt: undefined,
    read: true,
    // A standing offer: shown as a banner too (D-NOTIF-3).
    banner: true,
  };
};

/** A notification the backend recorded, as a panel entry. */
export const serverNotificationItem = (notification: ServerNotification): NotificationItem => ({
  ...notification,
  origin: 'server',
});

/**
 * The notifications the portal derives for the selected company's entitlements, as panel entries:
 * the AAA diploma purchase when it is due (D-DOM-21) and not dismissed in this browser.
 */
export const portalNotificationItems = (
  entitlements: Entitlements | undefined,
  productPagesUrl: string | undefined,
  isDismissed: (key: string) => boolean,
): readonly NotificationItem[] =>
  entitlements !== undefined &&
  isAaaDiplomaPurchaseNotificationDue(entitlements) &&
  !isDismissed(aaaDiplomaPurchaseNotification.key)
    ? [derivedItem(aaaDiplomaPurchaseNotification, productPagesUrl)]
    : [];
