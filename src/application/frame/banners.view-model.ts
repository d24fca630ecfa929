import type { LocalDateTime } from '../../domain/maintenance/calendar';
import type { MaintenanceWindow } from '../../domain/maintenance/maintenance-window';
import {
  visibleNotifications,
  type Notification,
  type NotificationType,
} from '../../domain/notifications/notifications';
import { serviceBanners } from '../../domain/maintenance/service-banners';

/** What a banner says: one of the portal's own messages, or a notification's text from the server. */
export type BannerContent =
  | { readonly kind: 'serviceUnavailable' }
  | { readonly kind: 'scheduledMaintenance'; readonly window: MaintenanceWindow }
  | { readonly kind: 'notification'; readonly message: string; readonly bold: string | undefined };

export interface BannerViewModel {
  readonly key: string;
  readonly tone: NotificationType;
  readonly content: BannerContent;
  readonly dismissible: boolean;
}

export interface BannerSource {
  /** The login response's owl error flag as it was stored (spec §4). */
  readonly owlErrorStored: boolean | string | null | undefined;
  /** Now, in the portal's time zone. */
  readonly now: LocalDateTime;
  readonly notifications: readonly Notification[];
  /** Storage keys (Notification_{key}) of the banners dismissed in this browser session. */
  readonly dismissed: ReadonlySet<string>;
}

/**
 * The banners above the header (spec §2, §4): the service banners and the notifications, not
 * hidden or dismissed this session, sorted error, warning, info, success.
 */
export const toBannersViewModel = (source: BannerSource): readonly BannerViewModel[] => {
  const contents = new Map<string, BannerContent>();
  const services: Notification[] = serviceBanners(source.owlErrorStored, source.now).map(
    (banner) => {
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
    },
  );
  return visibleNotifications([...services, ...source.notifications], source.dismissed).map(
    (notification) => ({
      key: notification.key,
      tone: notification.type,
      content: contents.get(notification.key) ?? {
        kind: 'notification',
        message: notification.message,
        bold: notification.bold,
      },
      dismissible: notification.closeButton,
    }),
  );
};
