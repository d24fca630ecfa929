import { partnerLinkClickedEvent } from '../../domain/navigation/partner-links';
import type { AnalyticsEvent } from '../../application/ports/analytics.port';

/** What one tracked event puts into the data layer: `{ event: <name> }`, nothing personal. */
export interface DataLayerEntry {
  readonly event: string;
}

/** Partner links are named after the link plus "Clicked" (spec §2), by the domain's rule. */
export const toDataLayerEntry = (event: AnalyticsEvent): DataLayerEntry => {
  switch (event.kind) {
    case 'partnerLinkClicked':
      return { event: partnerLinkClickedEvent(event.link) };
    case 'companyDropdownChoice':
    case 'addCompanyClicked':
    case 'creditTabClicked':
      return { event: event.kind };
  }
};
