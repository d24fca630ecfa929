import { epochSeconds, systemClock } from '../../../server/clock';
import {
  autoRenewalOff,
  creditFileActivity,
  dunsNumberIssued,
  orderCompleted,
} from '../../../server/notifications/notification-events';
import { SqlNotificationRepository } from '../../../server/notifications/sql-notification-repository';
import { ProviderStateValues } from '../provider-states';
import {
  openSession,
  SEEDED_USER_ID,
  withProviderDbAsync,
  type ProviderUnderTest,
  type StateHandler,
} from '../provider-under-test';

/** Provider states of the notification calls, named once for the consumer tests and the verification. */
export const NotificationStates = {
  /**
   * us.owner@example.com (`usr-us-owner`) is signed in and has exactly one notification, unread:
   * the DUNS number 804735132 of Acme Analytics LLC was issued (recorded with the backend's own
   * event). `notificationId` is its id.
   */
  ONE_UNREAD_NOTIFICATION:
    'user us.owner@example.com is signed in and has one unread notification, a DUNS number issued',
  /**
   * us.owner@example.com is signed in and has exactly three notifications, all unread, oldest
   * first: the AAA Diploma order ORD-2026-000517 completed, Registered Seal of Acme Analytics LLC
   * not renewing automatically, activity on the credit file of Acme Analytics LLC.
   * `notificationId` is the id of the newest (the credit-file activity).
   */
  THREE_UNREAD_NOTIFICATIONS:
    'user us.owner@example.com is signed in and has three unread notifications, the newest credit-file activity',
} as const;

const ACME = { dunsNumber: '804735132', businessName: 'Acme Analytics LLC' };

/** How the reference backend sets up each state of `NotificationStates`. */
export const notificationStateHandlers = (
  provider: ProviderUnderTest,
): Record<string, StateHandler> => ({
  [NotificationStates.ONE_UNREAD_NOTIFICATION]: async () => {
    const id = await withProviderDbAsync(provider, async (db) => {
      const store = new SqlNotificationRepository(db);
      await store.removeAll(SEEDED_USER_ID);
      return store.add(SEEDED_USER_ID, dunsNumberIssued(ACME), epochSeconds(systemClock));
    });
    return { ...(await openSession(provider)), [ProviderStateValues.notificationId]: String(id) };
  },
  [NotificationStates.THREE_UNREAD_NOTIFICATIONS]: async () => {
    const newest = await withProviderDbAsync(provider, async (db) => {
      const store = new SqlNotificationRepository(db);
      const now = epochSeconds(systemClock);
      await store.removeAll(SEEDED_USER_ID);
      await store.add(SEEDED_USER_ID, orderCompleted('ORD-2026-000517', 'AAA Diploma'), now);
      await store.add(SEEDED_USER_ID, autoRenewalOff(ACME, 'Registered Seal'), now);
      return store.add(SEEDED_USER_ID, creditFileActivity(ACME), now);
    });
    return {
      ...(await openSession(provider)),
      [ProviderStateValues.notificationId]: String(newest),
    };
  },
});
