import {
  aaaDiplomaPurchaseNotification,
  isAaaDiplomaPurchaseNotificationDue,
} from '../../../src/domain/notifications/aaa-diploma-notification';
import { entitlements, withProducts } from '../fixtures';

describe('AAA diploma purchase notification — §3 "has a fixed message" (D-DOM-21)', () => {
  it('is an info notification with the fixed message and a purchase call to action', () => {
    expect(aaaDiplomaPurchaseNotification).toEqual({
      type: 'info',
      message: 'notification.aaaDiplomaPurchase',
      key: 'aaa-diploma-purchase',
      ctaPurchase: 'notification.aaaDiplomaPurchase.cta',
      closeButton: true,
      hidden: false,
      productTitle: 'AAA Diploma',
    });
  });

  it.each([
    [withProducts('AAA Digital'), true, 'an AAA product without the diploma'],
    [withProducts('AAA Physical'), true, 'an AAA product without the diploma'],
    [withProducts('AAA Digital', 'AAA Diploma'), false, 'the diploma is already bought'],
    [withProducts('AAA Diploma'), false, 'the diploma alone'],
    [entitlements(), false, 'no AAA product'],
  ])('%#: due %s (%s)', (value, expected) => {
    expect(isAaaDiplomaPurchaseNotificationDue(value)).toBe(expected);
  });
});
