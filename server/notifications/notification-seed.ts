import {
  autoRenewalOff,
  companyAssociated,
  creditFileActivity,
  dunsApplicationReceived,
  orderCompleted,
  paymentCardExpiring,
  paymentFailed,
  profileUpdateRejected,
  termsPending,
  trialStarted,
} from './notification-events';
import type { NotificationDraft, NotificationRepository } from './notification-repository';

const DAY = 86_400;

interface SeedNotification {
  readonly draft: NotificationDraft;
  readonly daysAgo: number;
  readonly read: boolean;
}

const ACME = { dunsNumber: '804735132', businessName: 'Acme Analytics LLC' };
const BAKERY = { dunsNumber: '060704780', businessName: 'blue Ridge Bakery Inc' };

/**
 * A text written by a person (§3 `message`, literal, with a `bold` lead), as the provider's
 * support team would send it: the one kind of notification that is not a translation key.
 */
const supportReply: NotificationDraft = {
  type: 'info',
  key: 'support-reply',
  bold: 'Support case 48213:',
  text: { message: 'We have corrected the phone number of Acme Analytics LLC as you asked.' },
};

/**
 * The demo personas' notifications (server/seed/personas.ts ids), each matching what the persona
 * holds, so each shows its own state (docs/demo-accounts.md): Alex nine, two or three of each
 * type (for the view-all page), three of them unread; Harriet one unread, Sam one read, Priya one
 * unread, Nadia one read (her application's, received ten days ago); everyone else none.
 */
export const SEED_NOTIFICATIONS: Readonly<Record<string, readonly SeedNotification[]>> = {
  'usr-us-owner': [
    { draft: companyAssociated(BAKERY, 'AAA Diploma'), daysAgo: 20, read: true },
    { draft: creditFileActivity(BAKERY), daysAgo: 15, read: true },
    { draft: orderCompleted('ORD-2026-000517', 'AAA Diploma'), daysAgo: 12, read: true },
    { draft: paymentCardExpiring('Credit Insights'), daysAgo: 9, read: true },
    { draft: profileUpdateRejected(ACME), daysAgo: 6, read: true },
    { draft: supportReply, daysAgo: 5, read: true },
    { draft: autoRenewalOff(ACME, 'Registered Seal'), daysAgo: 3, read: false },
    { draft: creditFileActivity(ACME), daysAgo: 1, read: false },
    // A few hours ago, so the page shows a time of today as well as days and dates.
    { draft: paymentFailed('Credit Monitor'), daysAgo: 0.125, read: false },
  ],
  'usr-uk-trial': [
    {
      draft: trialStarted(
        { dunsNumber: '216540793', businessName: 'Thames Valley Joinery Ltd' },
        'Credit Monitor',
        14,
      ),
      daysAgo: 0,
      read: false,
    },
  ],
  'usr-pending-duns': [{ draft: dunsApplicationReceived(), daysAgo: 0, read: true }],
  'usr-gad-processing': [{ draft: dunsApplicationReceived(), daysAgo: 10, read: true }],
  'usr-terms-pending': [
    {
      draft: termsPending(
        { dunsNumber: '079942718', businessName: 'Harbor Point Dental PLLC' },
        'Credit Insights',
      ),
      daysAgo: 1,
      read: false,
    },
  ],
};

/** Replaces the persona's notifications with its seed ones (none for most personas). */
export const seedNotifications = async (
  store: NotificationRepository,
  userId: string,
  now: number,
): Promise<void> => {
  await store.removeAll(userId);
  // Oldest first, so ids grow with time as they do for real events.
  const seeds = [...(SEED_NOTIFICATIONS[userId] ?? [])].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const seed of seeds) {
    await store.add(userId, seed.draft, now, {
      createdAt: Math.round(now - seed.daysAgo * DAY),
      read: seed.read,
    });
  }
};
