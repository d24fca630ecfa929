import { FrameBanners } from '../../../src/application/frame/frame-banners';
import { FakeDismissedNotifications, FakeLoginFlags, testConfig } from '../fakes';

// Spec §2 banners, §4 owl error flag and scheduled maintenance (D-DOM-24: the third Saturday,
// read in the portal's time zone; 21 November 2026 is November's).

const setup = (now: string) => {
  const loginFlags = new FakeLoginFlags();
  const dismissed = new FakeDismissedNotifications();
  const banners = new FrameBanners(loginFlags, dismissed, { now: () => new Date(now) }, testConfig);
  return { loginFlags, dismissed, banners };
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
