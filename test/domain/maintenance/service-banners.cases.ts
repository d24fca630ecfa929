import type { LocalDateTime } from '../../../src/domain/maintenance/calendar';
import {
  isOwlErrorBannerShown,
  serviceBanners,
} from '../../../src/domain/maintenance/service-banners';

const at = (day: number): LocalDateTime => ({ year: 2026, month: 11, day, hour: 9, minute: 0 });
const window = {
  from: { year: 2026, month: 11, day: 21, hour: 23, minute: 0 },
  to: { year: 2026, month: 11, day: 22, hour: 4, minute: 0 },
};

describe('service banners — §4 and §8 "Banner keys: owl-banner-error, scheduled-maintenance"', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    [null, false],
    [undefined, false],
    ['TRUE', false],
  ])(
    '"An error banner shows when the login response\'s owl error flag is stored true": %j → %s',
    (stored, expected) => {
      expect(isOwlErrorBannerShown(stored)).toBe(expected);
    },
  );

  it.each([
    [false, at(1), []],
    [
      'true',
      at(1),
      [{ key: 'owl-banner-error', type: 'error', messageId: 'service.someUnavailable' }],
    ],
    [
      null,
      at(16),
      [{ key: 'scheduled-maintenance', type: 'info', messageId: 'maintenance.scheduled', window }],
    ],
    [
      true,
      at(21),
      [
        { key: 'owl-banner-error', type: 'error', messageId: 'service.someUnavailable' },
        { key: 'scheduled-maintenance', type: 'info', messageId: 'maintenance.scheduled', window },
      ],
    ],
  ])('serviceBanners(%j, %j)', (stored, now, expected) => {
    expect(serviceBanners(stored, now)).toEqual(expected);
  });
});
