import fc from 'fast-check';
import {
  NOTIFICATION_TYPES,
  notificationDismissalKey,
  sortNotifications,
  visibleNotifications,
  type Notification,
  type NotificationType,
} from '../../../src/domain/notifications/notifications';

const note = (type: NotificationType, key: string, hidden = false): Notification => ({
  type,
  message: `message ${key}`,
  key,
  closeButton: true,
  hidden,
});
const keys = (list: readonly Notification[]) => list.map((entry) => entry.key);

describe('notifications — §2 "Notification banners appear above the header, sorted error, warning, info, success."', () => {
  it('the four types in order', () => {
    expect(NOTIFICATION_TYPES).toEqual(['error', 'warning', 'info', 'success']);
  });

  it('"sorted error, warning, info, success", stable within a type', () => {
    const list = [
      note('success', 's'),
      note('info', 'i1'),
      note('error', 'e'),
      note('warning', 'w'),
      note('info', 'i2'),
    ];
    expect(keys(sortNotifications(list))).toEqual(['e', 'w', 'i1', 'i2', 's']);
  });

  it('"stored under Notification_{key}"', () => {
    expect(notificationDismissalKey('maintenance')).toBe('Notification_maintenance');
  });

  it('"Each can be dismissed; dismissal is remembered for the browser session"; hidden ones never show', () => {
    const list = [
      note('info', 'a'),
      note('error', 'b'),
      note('warning', 'c', true),
      note('success', 'd'),
    ];
    expect(keys(visibleNotifications(list, new Set(['Notification_d', 'a'])))).toEqual(['b', 'a']);
  });

  it('property: sorting is a stable permutation ordered by type', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...NOTIFICATION_TYPES), { maxLength: 20 }), (types) => {
        const list = types.map((type, index) => note(type, String(index)));
        const sorted = sortNotifications(list);
        expect([...keys(sorted)].sort()).toEqual([...keys(list)].sort());
        for (let index = 1; index < sorted.length; index += 1) {
          const previous = sorted[index - 1] as Notification;
          const current = sorted[index] as Notification;
          const order =
            NOTIFICATION_TYPES.indexOf(previous.type) - NOTIFICATION_TYPES.indexOf(current.type);
          expect(order < 0 || (order === 0 && Number(previous.key) < Number(current.key))).toBe(
            true,
          );
        }
      }),
    );
  });
});
