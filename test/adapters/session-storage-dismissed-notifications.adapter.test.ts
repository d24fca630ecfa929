import { SessionStorageDismissedNotifications } from '../../src/adapters/browser/session-storage-dismissed-notifications.adapter';
import { FakeStorage, ReadOnlyStorage, ThrowingStorage } from './fake-storage';

describe('SessionStorageDismissedNotifications — spec §2 "stored under Notification_{key}"', () => {
  it.each([
    ['nothing stored', {}, false],
    ['dismissed', { 'Notification_owl-banner-error': 'true' }, true],
    ['another notification dismissed', { 'Notification_scheduled-maintenance': 'true' }, false],
    ['the bare key (not Notification_{key})', { 'owl-banner-error': 'true' }, false],
    ['false', { 'Notification_owl-banner-error': 'false' }, false],
    ['not JSON', { 'Notification_owl-banner-error': 'yes' }, false],
    ['a string "true"', { 'Notification_owl-banner-error': '"true"' }, false],
    ['an empty value', { 'Notification_owl-banner-error': '' }, false],
  ])('%s → dismissed: %s', (_case, seed: Record<string, string>, expected) => {
    expect(
      new SessionStorageDismissedNotifications(new FakeStorage(seed)).isDismissed(
        'owl-banner-error',
      ),
    ).toBe(expected);
  });

  it('remembers a dismissal under Notification_{key}, for that notification only', () => {
    const storage = new FakeStorage();
    const dismissed = new SessionStorageDismissedNotifications(storage);
    dismissed.dismiss('scheduled-maintenance');
    expect(storage.getItem('Notification_scheduled-maintenance')).toBe('true');
    expect(dismissed.isDismissed('scheduled-maintenance')).toBe(true);
    expect(dismissed.isDismissed('owl-banner-error')).toBe(false);
  });

  it('storage that throws: nothing is dismissed, and dismissing does not throw', () => {
    const dismissed = new SessionStorageDismissedNotifications(new ThrowingStorage());
    expect(() => dismissed.dismiss('owl-banner-error')).not.toThrow();
    expect(dismissed.isDismissed('owl-banner-error')).toBe(false);
  });

  it('storage that refuses writes: the banner stays, nothing throws', () => {
    const dismissed = new SessionStorageDismissedNotifications(new ReadOnlyStorage());
    expect(() => dismissed.dismiss('owl-banner-error')).not.toThrow();
    expect(dismissed.isDismissed('owl-banner-error')).toBe(false);
  });
});
