import { inject, injectable } from 'inversify';
import { notificationDismissalKey } from '../../domain/notifications/notifications';
import { TOKENS } from '../app.tokens';
import { Store } from '../view-model-store';
import type { Clock } from '../ports/clock.port';
import type { DismissedNotifications } from '../ports/dismissed-notifications.port';
import type { LoginFlags } from '../ports/login-flags.port';
import type { PortalConfig } from '../portal-config';
import { toBannersViewModel, type BannerContent, type BannerViewModel } from './banners.view-model';
import { fromLocalDateTime, toLocalDateTime } from './local-time';
import { NotificationCentre } from './notification-centre.use-case';
import type { NotificationItem } from './notification-items';

/** What a frame banner says; the maintenance window as instants, shown in the user's own zone. */
export type FrameBannerContent =
  | Exclude<BannerContent, { kind: 'scheduledMaintenance' }>
  | { readonly kind: 'scheduledMaintenance'; readonly from: Date; readonly to: Date };

export interface FrameBanner extends Omit<BannerViewModel, 'content'> {
  readonly content: FrameBannerContent;
}

/**
 * The banners above the header (spec §2, §4): the owl error banner while the login response's
 * flag is stored true, the scheduled-maintenance notice 0 to 7 days ahead, and the bell's
 * notifications marked as banners (D-NOTIF-12), each closed for the rest of the browser session
 * once the user dismisses it.
 */
@injectable()
export class FrameBanners extends Store<readonly FrameBanner[]> {
  constructor(
    @inject(TOKENS.LoginFlags) private readonly loginFlags: LoginFlags,
    @inject(TOKENS.DismissedNotifications) private readonly dismissed: DismissedNotifications,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.PortalConfig) private readonly config: PortalConfig,
    @inject(NotificationCentre) private readonly centre: NotificationCentre,
  ) {
    super([]);
    // The bell loads the notifications on every secure page; a banner follows its list.
    centre.state$.subscribe((state) => {
      this.notifications = state.status === 'ready' ? state.notifications : [];
      this.publish();
    });
  }

  private notifications: readonly NotificationItem[] = [];
  /** Whether a page in the browser asked for the banners yet (see `publish`). */
  private live = false;

  /** Reads the stored flag, the clock and the dismissals again (each secure page does). */
  refresh(): void {
    this.live = true;
    this.publish();
  }

  /**
   * Until the page is live, only the notifications' banners, as the server rendered them, so the
   * first render hydrates without a mismatch and nothing moves; the stored flag, the clock and this
   * session's dismissals apply from the first refresh (D-NOTIF-12).
   */
  private publish(): void {
    const source = {
      owlErrorStored: this.live ? this.loginFlags.readOwlError() : undefined,
      now: this.live ? toLocalDateTime(this.clock.now(), this.config.timeZone) : undefined,
      notifications: this.notifications,
    };
    const candidates = toBannersViewModel({ ...source, dismissed: new Set() });
    const dismissed = new Set(
      candidates
        .filter((banner) => this.live && this.dismissed.isDismissed(banner.key))
        .map((banner) => notificationDismissalKey(banner.key)),
    );
    this.set(toBannersViewModel({ ...source, dismissed }).map((banner) => this.toFrame(banner)));
  }

  private toFrame(banner: BannerViewModel): FrameBanner {
    const { content } = banner;
    if (content.kind !== 'scheduledMaintenance') return { ...banner, content };
    return {
      ...banner,
      content: {
        kind: 'scheduledMaintenance',
        from: fromLocalDateTime(content.window.from, this.config.timeZone),
        to: fromLocalDateTime(content.window.to, this.config.timeZone),
      },
    };
  }

  dismiss(key: string): void {
    this.dismissed.dismiss(key);
    this.set(this.snapshot.filter((banner) => banner.key !== key));
    // A derived notification closed as a banner leaves the panel too (D-NOTIF-3).
    this.centre.dismissalsChanged();
  }
}
