import type { Either } from 'fp-ts/Either';
import type { PartnerLink } from '../../domain/navigation/partner-links';

/** What the portal tracks (spec §2 partner-link clicks; §4 the Credit tab click; §7 "Tracking
 * events are sent on company-dropdown choice and add-company click"). */
export type AnalyticsEvent =
  | { readonly kind: 'companyDropdownChoice' }
  | { readonly kind: 'addCompanyClicked' }
  | { readonly kind: 'creditTabClicked' }
  | { readonly kind: 'partnerLinkClicked'; readonly link: PartnerLink };

/** Spec §8 "Analytics sending throws if the data layer is not an object": here a value, not a throw. */
export type AnalyticsError =
  { readonly code: 'analytics.dataLayerNotObject' } | { readonly code: 'analytics.pushFailed' };

/** `skipped`: the third-party-scripts disable flag is set (spec §7), so nothing was sent. */
export type TrackOutcome = 'sent' | 'skipped';

export interface Analytics {
  track(event: AnalyticsEvent): Either<AnalyticsError, TrackOutcome>;
}
