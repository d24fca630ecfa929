import { FrameBanners } from '../../../src/application/frame/frame-banners.use-case';
import { NotificationCentre } from '../../../src/application/frame/notification-centre.use-case';
import { noEntitlements } from '../../../src/domain/entitlements/entitlements';
import { FakeDismissedNotifications, FakeLoginFlags, testConfig } from '../fakes';
import { NotificationBackend, notificationAt } from '../notifications/notification-backend.fake';

// Spec §2 banners, §4 owl error flag and scheduled maintenance (D-DOM-24: the third Saturday,
// read in the portal's time zone; 21 November 2026 is November's).

const setup = (now: string, backend = new NotificationBackend()) => {
  const loginFlags = new FakeLoginFlags();
  const dismissed = new FakeDismissedNotifications();
  const centre = new NotificationCentre(backend, dismissed);
  const banners = new FrameBanners(
    loginFlags,
    dismissed,
    { now: () => new Date(now) },
    testConfig,
    centre,
  );
  return { loginFlags, dismissed, banners, centre, backend };
};
const keys = (banners: FrameBanners) => banners.snapshot.map((banner) => banner.key);

describe('the banners above the header', () => {
  it('show nothing with no stored owl flag and no maintenance within 7 days', () => {
    const { banners } = setup('2026-11-23T12:00:00Z');
    banners.refresh();
    expect(banners.snapshot).toEqual([]);
  });

  it.each([true, 'true'])('show the owl error banner when the stored flag is %p', (stored) => {
    const { banners, loginFlags } = setup('2026-11-23T12:00:00Z');
    loginFlags.owlError = stored;
    banners.refresh();
    expect(banners.snapshot).toEqual([
      expect.objectContaining({ key: 'owl-banner-error', tone: 'error', dismissible: true }),
    ]);
  });

  it('sort the error banner before the scheduled-maintenance info banner', () => {
    const { banners, loginFlags } = setup('2026-11-16T15:00:00Z');
    loginFlags.owlError = true;
    banners.refresh();
    expect(keys(banners)).toEqual(['owl-banner-error', 'scheduled-maintenance']);
  });

  it('read the maintenance date in the portal time zone, not UTC', () => {
    // 03:00 UTC on the 14th is still the 13th in New York: 8 days before the 21st.
    const { banners } = setup('2026-11-14T03:00:00Z');
    banners.refresh();
    expect(keys(banners)).toEqual([]);
  });

  it('a dismissed banner is gone now and at the next refresh (remembered for the session)', () => {
    const { banners, loginFlags, dismissed } = setup('2026-11-16T15:00:00Z');
    loginFlags.owlError = true;
    banners.refresh();
    banners.dismiss('owl-banner-error');
    expect(keys(banners)).toEqual(['scheduled-maintenance']);
    expect(dismissed.dismissed.has('owl-banner-error')).toBe(true);
    banners.refresh();
    expect(keys(banners)).toEqual(['scheduled-maintenance']);
  });
});

describe('the maintenance notice', () => {
  it('carries the window as instants: 11 pm New York time is 04:00 UTC in November', () => {
    const { banners } = setup('2026-11-16T15:00:00Z');
    banners.refresh();
    expect(banners.snapshot[0]?.content).toEqual({
      kind: 'scheduledMaintenance',
      from: new Date('2026-11-22T04:00:00Z'),
      to: new Date('2026-11-22T09:00:00Z'),
    });
  });
});

describe("the bell's notifications as banners (D-NOTIF-12)", () => {
  const FAR = '2026-11-02T12:00:00Z';
  const backend = () =>
    new NotificationBackend([
      notificationAt(3, { type: 'info', key: 'support-reply' }),
      notificationAt(5, { type: 'warning', key: 'payment-card-expiring', banner: true }),
      notificationAt(8, { type: 'error', key: 'payment-failed', banner: true, read: true }),
    ]);

  it('show those marked as banners, error first, as soon as the bell has them', async () => {
    const { banners, centre } = setup(FAR, backend());
    await centre.load();
    expect(keys(banners)).toEqual(['payment-failed-8', 'payment-card-expiring-5']);
    expect(banners.snapshot[0]?.content).toEqual({
      kind: 'notification',
      text: { kind: 'literal', text: 'Notification 8' },
      bold: undefined,
      cta: undefined,
    });
  });

  it('before the page is live, leave out the stored flag and the dismissals (as rendered)', async () => {
    const { banners, centre, loginFlags, dismissed } = setup(FAR, backend());
    loginFlags.owlError = true;
    dismissed.dismiss('payment-failed-8');
    await centre.load();
    expect(keys(banners)).toEqual(['payment-failed-8', 'payment-card-expiring-5']);
    banners.refresh();
    expect(keys(banners)).toEqual(['owl-banner-error', 'payment-card-expiring-5']);
  });

  it('a dismissed one stays closed when the bell lists again; a cleared one goes', async () => {
    const { banners, centre, dismissed } = setup(FAR, backend());
    banners.refresh();
    await centre.load();
    banners.dismiss('payment-card-expiring-5');
    expect(dismissed.dismissed.has('payment-card-expiring-5')).toBe(true);
    await centre.load();
    expect(keys(banners)).toEqual(['payment-failed-8']);
    await centre.clear();
    expect(keys(banners)).toEqual([]);
  });

  it('the AAA diploma offer is a banner too, and closing it takes it off the panel', async () => {
    const { banners, centre } = setup(FAR);
    banners.refresh();
    await centre.load();
    centre.showFor({
      ...noEntitlements,
      vboEntitlements: [{ productName: 'AAA Digital' }],
    });
    expect(keys(banners)).toEqual(['aaa-diploma-purchase']);
    banners.dismiss('aaa-diploma-purchase');
    const state = centre.snapshot;
    expect(state.status === 'ready' ? state.notifications : undefined).toEqual([]);
  });
});
