import type { LocalDateTime } from './calendar';
import { scheduledMaintenanceNotice, type MaintenanceWindow } from './maintenance-window';

// Spec §4 "Scheduled-maintenance info banner shows when the maintenance date is 0 to 7 days away.
// An error banner shows when the login response's owl error flag is stored true." §8 "Some of the
// services are not available at the moment. Please try again later." Banner keys: owl-banner-error,
// scheduled-maintenance.

export type ServiceBanner =
  | { readonly key: 'owl-banner-error'; readonly type: 'error'; readonly messageId: string }
  | {
      readonly key: 'scheduled-maintenance';
      readonly type: 'info';
      readonly messageId: string;
      readonly window: MaintenanceWindow;
    };

/** The stored flag as storage gives it back: a boolean, its string form, or nothing. */
export const isOwlErrorBannerShown = (stored: boolean | string | null | undefined): boolean =>
  stored === true || stored === 'true';

/** The banners to show, error first (the §2 order). */
export const serviceBanners = (
  owlErrorStored: boolean | string | null | undefined,
  now: LocalDateTime,
): readonly ServiceBanner[] => {
  const notice = scheduledMaintenanceNotice(now);
  return [
    ...(isOwlErrorBannerShown(owlErrorStored)
      ? [{ key: 'owl-banner-error', type: 'error', messageId: 'service.someUnavailable' } as const]
      : []),
    ...(notice === undefined
      ? []
      : [
          {
            key: 'scheduled-maintenance',
            type: 'info',
            messageId: 'maintenance.scheduled',
            window: notice,
          } as const,
        ]),
  ];
};
