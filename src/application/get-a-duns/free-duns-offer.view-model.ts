import type { CountryCode } from '../../domain/locale/country';
import { partnerOffersFor } from '../../domain/navigation/partner-offers';
import { SPEC_ROUTES } from '../../domain/navigation/route-access';
import type { PartnerOfferFeature } from '../ports/country-features.port';
import type { GetADunsState } from './get-a-duns.state';
import { adSlotOf, type AdSlotViewModel } from '../ads/ad-slot.view-model';

export interface FreeDunsOfferViewModel {
  /** The company just confirmed in this tab, if any (not after a reload). */
  readonly confirmedCompany: string | undefined;
  /** Whether that company waits for verification before it joins the list. */
  readonly pending: boolean;
  /** §1 third-party offers, where the country has them (§6, D-DOM-17). */
  readonly offers: readonly PartnerOfferFeature[];
  /** §2 "Ad slots ... on an offers page" (§9 364x422, 339x456, 327x422). */
  readonly ad: AdSlotViewModel | undefined;
  readonly dashboardPath: string;
}

/** /gad/free-duns-offer: the partner offers and ad slot after Get-a-DUNS (spec §2). */
export const toFreeDunsOfferViewModel = (
  state: GetADunsState,
  country: CountryCode | undefined,
  countryOffers: readonly PartnerOfferFeature[],
): FreeDunsOfferViewModel => {
  const confirmed =
    state.chosen !== undefined && state.confirmation.status === 'confirmed'
      ? state.confirmation
      : undefined;
  const partners = country === undefined ? [] : partnerOffersFor(country);
  return {
    confirmedCompany: confirmed === undefined ? undefined : state.chosen?.businessName,
    pending: confirmed?.outcome === 'pending',
    offers: countryOffers.filter((offer) => partners.includes(offer.partner)),
    ad: adSlotOf('offers', country),
    dashboardPath: SPEC_ROUTES.home.path,
  };
};
