import type { Entitlements } from '../entitlements/entitlements';
import type { Notification } from './notifications';
import { hasVboProduct } from '../entitlements/product-catalogue';

// Spec §3 "The AAA diploma purchase notification has a fixed message." Who sees it: D-DOM-21 (a
// user entitled to AAA Digital or AAA Physical who has no AAA Diploma yet).

export const aaaDiplomaPurchaseNotification: Notification = {
  type: 'info',
  message: 'notification.aaaDiplomaPurchase',
  key: 'aaa-diploma-purchase',
  ctaPurchase: 'notification.aaaDiplomaPurchase.cta',
  closeButton: true,
  hidden: false,
  productTitle: 'AAA Diploma',
};

export const isAaaDiplomaPurchaseNotificationDue = (entitlements: Entitlements): boolean =>
  hasVboProduct(entitlements, ['aaaDigital', 'aaaPhysical']) &&
  !hasVboProduct(entitlements, ['aaaDiploma']);
