import type { NotificationCentreState } from '../../../src/application/frame/notification-centre.use-case';
import type { NotificationItem } from '../../../src/application/frame/notification-items';
import {
  notificationAge,
  toNotificationsPageViewModel,
} from '../../../src/application/notifications/notifications-page.view-model';

// The view-all page's presenter (spec §2 "notifications (list and view-all page)", D-NOTIF-8).

const NOW = new Date('2026-11-23T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('notificationAge: relative within a week, the date after', () => {
  it.each([
    ['just now', ago(20 * SECOND), { kind: 'relative', value: 0, unit: 'second' }],
    [
      'a clock a little behind the server',
      ago(-30 * SECOND),
      { kind: 'relative', value: 0, unit: 'second' },
    ],
    ['one minute', ago(MINUTE), { kind: 'relative', value: -1, unit: 'minute' }],
    [
      '59 minutes',
      ago(59 * MINUTE + 59 * SECOND),
      { kind: 'relative', value: -59, unit: 'minute' },
    ],
    ['one hour', ago(HOUR), { kind: 'relative', value: -1, unit: 'hour' }],
    ['23 hours', ago(23 * HOUR + 59 * MINUTE), { kind: 'relative', value: -23, unit: 'hour' }],
    ['one day (yesterday)', ago(DAY), { kind: 'relative', value: -1, unit: 'day' }],
    ['six days', ago(6 * DAY + 23 * HOUR), { kind: 'relative', value: -6, unit: 'day' }],
    ['a week', ago(7 * DAY), { kind: 'date' }],
    ['a year', ago(365 * DAY), { kind: 'date' }],
  ])('%s ago', (_name, createdAt, expected) => {
    expect(notificationAge(createdAt, NOW)).toEqual({ ...expected, at: createdAt });
  });

  it('gives the instant as ISO 8601 in UTC, and nothing for a date it cannot read', () => {
    expect(notificationAge('2026-11-23T13:00:00+02:00', NOW)).toEqual({
      kind: 'relative',
      value: -1,
      unit: 'hour',
      at: '2026-11-23T11:00:00.000Z',
    });
    expect(notificationAge('yesterday', NOW)).toBeUndefined();
  });
});

const item = (id: string, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  origin: 'server',
  type: 'warning',
  key: 'credit-file-activity',
  text: { kind: 'message', id: 'notifications.event.creditFileActivity', values: {} },
  bold: undefined,
  cta: undefined,
  productTitle: 'Credit Monitor',
  createdAt: ago(3 * DAY),
  read: true,
  banner: false,
  ...overrides,
});

const ready = (overrides: Partial<Extract<NotificationCentreState, { status: 'ready' }>> = {}) =>
  ({
    status: 'ready',
    notifications: [item('3'), item('2'), item('1')],
    unreadCount: 0,
    failure: undefined,
    updating: false,
    page: { hasOlder: false, loadingOlder: false, unreadWhenOpened: new Set<string>() },
    ...overrides,
  }) satisfies NotificationCentreState;

describe('toNotificationsPageViewModel', () => {
  it.each([[{ status: 'loading' }], [{ status: 'failed' }]] as const)(
    'passes %o through',
    (state) => {
      expect(toNotificationsPageViewModel(state, NOW)).toEqual(state);
    },
  );

  it('lists every notification newest first, with what each shows', () => {
    const cta = {
      kind: 'learn',
      linkText: 'notifications.link.viewCompanyProfile',
      link: { kind: 'portal', path: '/companyDetails?duns=804735132' },
    } as const;
    const model = toNotificationsPageViewModel(
      ready({ notifications: [item('3', { cta, bold: 'Heads up:' }), item('2')] }),
      NOW,
    );
    expect(model).toEqual({
      status: 'ready',
      entries: [
        {
          id: '3',
          type: 'warning',
          text: { kind: 'message', id: 'notifications.event.creditFileActivity', values: {} },
          bold: 'Heads up:',
          productTitle: 'Credit Monitor',
          cta,
          unread: false,
          age: { kind: 'relative', value: -3, unit: 'day', at: ago(3 * DAY) },
        },
        expect.objectContaining({ id: '2', cta: undefined, bold: undefined }),
      ],
      showMore: 'hidden',
      busy: false,
      failure: undefined,
    });
  });

  it.each([
    ['unread on the backend', item('5', { read: false }), new Set<string>(), true],
    ['unread when the page opened (marked read since)', item('5'), new Set(['5']), true],
    ['read before the page opened', item('5'), new Set(['4']), false],
  ])('marks a notification %s', (_name, notification, unreadWhenOpened, unread) => {
    const model = toNotificationsPageViewModel(
      ready({
        notifications: [notification],
        page: { hasOlder: false, loadingOlder: false, unreadWhenOpened },
      }),
      NOW,
    );
    expect(model.status === 'ready' && model.entries[0]?.unread).toBe(unread);
  });

  it('gives no date to a notification the portal derives (a standing offer)', () => {
    const offer = item('portal:aaa-diploma-purchase', { origin: 'portal', createdAt: undefined });
    const model = toNotificationsPageViewModel(ready({ notifications: [offer] }), NOW);
    expect(model.status === 'ready' && model.entries[0]?.age).toBeUndefined();
  });

  it.each([
    ['the page is not open', 'hidden', undefined],
    ['nothing older exists', 'hidden', { hasOlder: false, loadingOlder: false }],
    ['older ones exist', 'offered', { hasOlder: true, loadingOlder: false }],
    ['they are on their way', 'loading', { hasOlder: true, loadingOlder: true }],
  ] as const)('"Show more" when %s: %s', (_name, showMore, page) => {
    const model = toNotificationsPageViewModel(
      ready({ page: page === undefined ? undefined : { ...page, unreadWhenOpened: new Set() } }),
      NOW,
    );
    expect(model).toMatchObject({ showMore });
  });

  it('is busy while a call is on its way, and says which call failed', () => {
    expect(
      toNotificationsPageViewModel(ready({ updating: true, failure: 'clear' }), NOW),
    ).toMatchObject({ busy: true, failure: 'clear' });
  });

  it('is an empty list when everything was cleared', () => {
    expect(toNotificationsPageViewModel(ready({ notifications: [] }), NOW)).toMatchObject({
      entries: [],
    });
  });
});
