import * as E from 'fp-ts/Either';
import type {
  Analytics,
  AnalyticsError,
  AnalyticsEvent,
  TrackOutcome,
} from '../../application/ports/analytics.port';
import { toDataLayerEntry } from './data-layer-event';

export interface DataLayerAnalyticsOptions {
  /** Read at every event: a tag manager, or another script, may replace `window.dataLayer`. */
  readonly dataLayer: () => unknown;
  /** Spec §7 "Analytics sending is skipped when a third-party-scripts disable flag is set". */
  readonly thirdPartyScriptsDisabled: boolean;
}

/** Tracking events pushed into the tag manager's data layer (a `window.dataLayer`-like array). */
export class DataLayerAnalytics implements Analytics {
  constructor(private readonly options: DataLayerAnalyticsOptions) {}

  track(event: AnalyticsEvent): E.Either<AnalyticsError, TrackOutcome> {
    if (this.options.thirdPartyScriptsDisabled) return E.right('skipped');
    const dataLayer = this.options.dataLayer();
    // Spec §8 "Analytics sending throws if the data layer is not an object": an error value here.
    if (typeof dataLayer !== 'object' || dataLayer === null)
      return E.left({ code: 'analytics.dataLayerNotObject' });
    try {
      const push: unknown = Reflect.get(dataLayer, 'push');
      if (typeof push !== 'function') return E.left({ code: 'analytics.pushFailed' });
      Reflect.apply(push, dataLayer, [toDataLayerEntry(event)]);
      return E.right('sent');
    } catch {
      return E.left({ code: 'analytics.pushFailed' });
    }
  }
}
