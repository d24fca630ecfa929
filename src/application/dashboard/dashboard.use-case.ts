import { inject, injectable } from 'inversify';
import { SignOut } from '../session/sign-out.use-case';
import { BehaviorSubject, combineLatest, firstValueFrom, timer, type SchedulerLike } from 'rxjs';
import { LOGOUT_DELAY_MS } from '../../domain/accounts/session-policy';
import { TOKENS } from '../app.tokens';
import { CompanySelector } from '../frame/company-selector.use-case';
import { PortalFrame, type PortalFrameState } from '../frame/portal-frame.use-case';
import type { Analytics } from '../ports/analytics.port';
import type { CountryFeatures } from '../ports/country-features.port';
import type { DismissedNotifications } from '../ports/dismissed-notifications.port';
import { Store } from '../view-model-store';
import {
  NO_DASHBOARD_FEATURES,
  toDashboardViewModel,
  type DashboardFeatures,
  type DashboardViewModel,
} from './dashboard.view-model';
import { ProductOpener } from './product-opener.use-case';

/** The pending-DUNS popup's dismissal, kept for the browser session like a banner's. */
export const PENDING_DUNS_POPUP_KEY = 'pendingDunsPopup';

/** The country's dashboard features, none before the frame knows the country. */
const featuresOf = (features: CountryFeatures, frameState: PortalFrameState): DashboardFeatures =>
  frameState.status === 'ready' ? features.featuresOf(frameState.country) : NO_DASHBOARD_FEATURES;

/**
 * The dashboard's state: the frame's user and country, the company selector's selection and
 * entitlements, and the tile being opened. The frame loads the first two, so the dashboard follows
 * a company switch in the header without loading anything of its own.
 */
@injectable()
export class Dashboard extends Store<DashboardViewModel> {
  private readonly popupDismissed: BehaviorSubject<boolean>;

  constructor(
    @inject(PortalFrame) private readonly frame: PortalFrame,
    @inject(CompanySelector) private readonly selector: CompanySelector,
    @inject(ProductOpener) private readonly opener: ProductOpener,
    @inject(TOKENS.CountryFeatures) features: CountryFeatures,
    @inject(TOKENS.DismissedNotifications) private readonly dismissed: DismissedNotifications,
    @inject(TOKENS.Analytics) private readonly analytics: Analytics,
    @inject(TOKENS.Scheduler) private readonly scheduler: SchedulerLike,
    @inject(SignOut) private readonly signOut: SignOut,
  ) {
    const dismissedBefore = dismissed.isDismissed(PENDING_DUNS_POPUP_KEY);
    const present = (
      frameState: PortalFrameState,
      selection: CompanySelector['snapshot'],
      opening: ProductOpener['snapshot'],
      popupDismissed: boolean,
    ) =>
      toDashboardViewModel(frameState, selection, opening, {
        features: featuresOf(features, frameState),
        pendingDunsPopupDismissed: popupDismissed,
      });
    super(present(frame.snapshot, selector.snapshot, opener.snapshot, dismissedBefore));
    this.popupDismissed = new BehaviorSubject(dismissedBefore);
    // A singleton for the session, as its sources are: the subscription lives as long as they do.
    combineLatest([frame.state$, selector.state$, opener.state$, this.popupDismissed]).subscribe(
      ([frameState, selection, opening, popupDismissed]) =>
        this.set(present(frameState, selection, opening, popupDismissed)),
    );
  }

  /** The frame could not load: try again (the retry of the error state). */
  async retry(): Promise<void> {
    await this.frame.load();
  }

  /**
   * The add-company link was followed (it opens the provider's page in a new tab): tracked, and
   * §2 "/logout opens in the same window about 1000 ms later", so the next sign-in sees the new
   * company.
   */
  async addCompanyClicked(): Promise<void> {
    this.analytics.track({ kind: 'addCompanyClicked' });
    await firstValueFrom(timer(LOGOUT_DELAY_MS, this.scheduler));
    this.signOut.leave();
  }

  /** The pending-DUNS popup was read: not shown again in this browser session. */
  dismissPendingDunsPopup(): void {
    this.dismissed.dismiss(PENDING_DUNS_POPUP_KEY);
    this.popupDismissed.next(true);
  }
}
