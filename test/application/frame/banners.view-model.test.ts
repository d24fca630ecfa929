import {
  toBannersViewModel,
  type BannerSource,
} from '../../../src/application/frame/banners.view-model';
import { toLocalDateTime } from '../../../src/application/frame/local-time';
import type { NotificationItem } from '../../../src/application/frame/notification-items';

// Spec §2 "Notification banners appear above the header, sorted error, warning, info, success.
// Each can be dismissed; dismissal is remembered for the browser session (stored under
// Notification_{key})." §4 the scheduled-maintenance and owl error banners. The bell's
// notifications marked as banners are shown as banners (D-NOTIF-12).

// Saturday 21 November 2026 is the third Saturday: the window is 11 pm that night to 4 am.
const FAR_FROM_MAINTENANCE = { year: 2026, month: 11, day: 2, hour: 10, minute: 0 };
const FIVE_DAYS_BEFORE = { year: 2026, month: 11, day: 16, hour: 10, minute: 0 };
const ISO = '2026-11-20T09:00:00.000Z';

/** A portal-derived notification marked as a banner: its key is its banner key. */
const notice = (
  type: NotificationItem['type'],
  key: string,
  extra: Partial<NotificationItem> = {},
): NotificationItem => ({
  id: `portal:${key}`,
  origin: 'portal',
  type,
  key,
  text: { kind: 'literal', text: `${key} text` },
  bold: undefined,
  cta: undefined,
  productTitle: undefined,
  createdAt: undefined,
  read: true,
  banner: true,
  ...extra,
});

const source = (overrides: Partial<BannerSource> = {}): BannerSource => ({
  owlErrorStored: undefined,
  now: FAR_FROM_MAINTENANCE,
  notifications: [],
  dismissed: new Set(),
  ...overrides,
});

describe('the banners', () => {
  it('sort error, warning, info, success, keeping the order within a type', () => {
    const banners = toBannersViewModel(
      source({
        notifications: [
          notice('success', 's'),
          notice('info', 'i1'),
          notice('warning', 'w'),
          notice('info', 'i2'),
          notice('error', 'e'),
        ],
      }),
    );
    expect(banners.map((banner) => banner.key)).toEqual(['e', 'w', 'i1', 'i2', 's']);
  });

  it('leave out notifications not marked as banners and those dismissed this session', () => {
    const banners = toBannersViewModel(
      source({
        notifications: [
          notice('info', 'kept'),
          notice('info', 'closed'),
          notice('info', 'bell-only', { banner: false }),
        ],
        dismissed: new Set(['Notification_closed']),
      }),
    );
    expect(banners.map((banner) => banner.key)).toEqual(['kept']);
  });

  it("key a backend notification's banner by its kind and id, so one closed leaves the other", () => {
    const server = (id: string) =>
      notice('warning', 'credit-file-activity', { id, origin: 'server', createdAt: ISO });
    const banners = toBannersViewModel(
      source({
        notifications: [server('7'), server('9')],
        dismissed: new Set(['Notification_credit-file-activity-7']),
      }),
    );
    expect(banners.map((banner) => banner.key)).toEqual(['credit-file-activity-9']);
  });

  it('show only the notifications before the page is live (no clock, flag or dismissals)', () => {
    const banners = toBannersViewModel(
      source({ owlErrorStored: true, now: undefined, notifications: [notice('info', 'i')] }),
    );
    expect(banners.map((banner) => banner.key)).toEqual(['i']);
  });

  it('show the owl error banner first when the login response flag was stored true', () => {
    const banners = toBannersViewModel(
      source({ owlErrorStored: 'true', notifications: [notice('error', 'e')] }),
    );
    expect(banners[0]).toEqual({
      key: 'owl-banner-error',
      tone: 'error',
      content: { kind: 'serviceUnavailable' },
      dismissible: true,
    });
    expect(banners).toHaveLength(2);
  });

  it('announce the maintenance window 0 to 7 days ahead, as info', () => {
    expect(toBannersViewModel(source())).toEqual([]);
    expect(toBannersViewModel(source({ now: FIVE_DAYS_BEFORE }))).toEqual([
      {
        key: 'scheduled-maintenance',
        tone: 'info',
        content: {
          kind: 'scheduledMaintenance',
          window: {
            from: { year: 2026, month: 11, day: 21, hour: 23, minute: 0 },
            to: { year: 2026, month: 11, day: 22, hour: 4, minute: 0 },
          },
        },
        dismissible: true,
      },
    ]);
  });

  it('keep a dismissed maintenance banner closed', () => {
    expect(
      toBannersViewModel(
        source({
          now: FIVE_DAYS_BEFORE,
          dismissed: new Set(['Notification_scheduled-maintenance']),
        }),
      ),
    ).toEqual([]);
  });

  it("carry a notification's own text, bold lead and call to action, and can be closed", () => {
    const cta = {
      kind: 'learn',
      linkText: 'notifications.link.manageSubscriptions',
      link: { kind: 'portal', path: '/accountInfo/subscriptions' },
    } as const;
    expect(
      toBannersViewModel(
        source({ notifications: [notice('warning', 'w', { bold: 'Note:', cta })] }),
      ),
    ).toEqual([
      {
        key: 'w',
        tone: 'warning',
        content: {
          kind: 'notification',
          text: { kind: 'literal', text: 'w text' },
          bold: 'Note:',
          cta,
        },
        dismissible: true,
      },
    ]);
  });
});

describe('local time', () => {
  it('reads an instant in the portal time zone, daylight saving included', () => {
    expect(toLocalDateTime(new Date('2026-11-22T03:30:00Z'), 'America/New_York')).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      hour: 22,
      minute: 30,
    });
    expect(toLocalDateTime(new Date('2026-07-01T04:00:00Z'), 'America/New_York')).toMatchObject({
      day: 1,
      hour: 0,
    });
  });
});
