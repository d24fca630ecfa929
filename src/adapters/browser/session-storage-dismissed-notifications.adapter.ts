import { notificationDismissalKey } from '../../domain/notifications/notifications';
import type { DismissedNotifications } from '../../application/ports/dismissed-notifications.port';
import { readStoredJson, writeStoredJson, type KeyValueStorage } from './key-value-storage';

/** Dismissals in sessionStorage under `Notification_{key}` with the JSON value `true` (spec §2). */
export class SessionStorageDismissedNotifications implements DismissedNotifications {
  constructor(private readonly storage: KeyValueStorage) {}

  isDismissed(notificationKey: string): boolean {
    return readStoredJson(this.storage, notificationDismissalKey(notificationKey)) === true;
  }

  dismiss(notificationKey: string): void {
    writeStoredJson(this.storage, notificationDismissalKey(notificationKey), true);
  }
}
