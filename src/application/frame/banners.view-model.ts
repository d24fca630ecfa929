import type { LocalDateTime } from '../../domain/maintenance/calendar';
import type { MaintenanceWindow } from '../../domain/maintenance/maintenance-window';
import {
  visibleNotifications,
  type Notification,
  type NotificationType,
} from '../../domain/notifications/notifications';
import { serviceBanners } from '../../domain/maintenance/service-banners';
import type { NotificationCallToAction, NotificationText } from '../ports/notifications.port';
import type { NotificationItem } from './notification-items';

/** What a banner says: one of the portal's own messages, or a notification's text and link. */
export type BannerContent =
  | { readonly kind: 'serviceUnavailable' }
  | { readonly kind: 'scheduledMaintenance'; readonly window: MaintenanceWindow }
  | {
      readonly kind: 'notification';
      readonly text: NotificationText;
      readonly bold: string | undefined;
      readonly cta: NotificationCallToAction | undefined;
    };

export interface BannerViewModel {
  readonly key: string;
  readonly tone: NotificationType;
  readonly content: BannerContent;
  readonly dismissible: boolean;
}

export interface BannerSource {
  /** The login response's owl error flag as it was stored (spec §4). */
  readonly owlErrorStored: boolean | string | null | undefined;
  /**
   * Now, in the portal's time zone; undefined before the page is live in the browser (its first
   * render, the same on the server), when only the notifications' banners are shown (D-NOTIF-12).
   */
  readonly now: LocalDateTime | undefined;
  /** The bell's notifications; those marked as banners are shown above the header too. */
  readonly notifications: readonly NotificationItem[];
  /** Storage keys (Notification_{key}) of the banners dismissed in this browser session. */
  readonly dismissed: ReadonlySet<string>;
}

/**
 * A notification's banner key: the backend's kind and id, so that closing one banner leaves
 * another of the same kind open; a derived one's own key, shared with the panel (D-NOTIF-3).
 */
export const bannerKeyOf = (item: NotificationItem): string =>
  item.origin === 'server' ? `${item.key}-${item.id}` : item.key;

/**
 * The banners above the header (spec §2, §4): the service banners and the notifications marked as
 * banners (D-NOTIF-12), not dismissed this session, sorted error, warning, info, success.
 */
export const toBannersViewModel = (source: BannerSource): readonly BannerViewModel[] => {
  const contents = new Map<string, BannerContent>();
  const live = source.now === undefined ? [] : serviceBanners(source.owlErrorStored, source.now);
  const services: Notification[] = live.map((banner) => {
    contents.set(
      banner.key,
      banner.key === 'scheduled-maintenance'
        ? { kind: 'scheduledMaintenance', window: banner.window }
        : { kind: 'serviceUnavailable' },
    );
    return {
      type: banner.type,
      key: banner.key,
      message: banner.messageId,
      closeButton: true,
      hidden: false,
    };
  });
  const notices: Notification[] = source.notifications
    .filter((item) => item.banner)
    .map((item) => {
      const key = bannerKeyOf(item);
      contents.set(key, { kind: 'notification', text: item.text, bold: item.bold, cta: item.cta });
      // Every notification of the backend can be closed, and none is hidden (D-NOTIF-1).
      return { type: item.type, key, message: '', closeButton: true, hidden: false };
    });
  return visibleNotifications([...services, ...notices], source.dismissed).flatMap(
    (notification) => {
      const content = contents.get(notification.key);
      return content === undefined
        ? []
        : [
            {
              key: notification.key,
              tone: notification.type,
              content,
              dismissible: notification.closeButton,
            },
          ];
    },
  );
};
