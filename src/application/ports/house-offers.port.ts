import type { TaskEither } from 'fp-ts/TaskEither';
import type { AdPlacement } from '../../domain/navigation/ad-slots';
import type { ServiceError } from './service-error';

// The house offers the ad slots show (spec §2 "Ad slots exist per country", §9 sizes):
// GET /services/ads/house-offer (docs/decisions/ads.md D-ADS-1).

/** Where an offer's call to action leads: a page of the portal, or an https page. */
export type OfferLink =
  | { readonly kind: 'portal'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string };

/**
 * An offer's texts, as message ids of the portal's catalogue (they arrive at run time, so the UI
 * shows an offer only if the catalogue has them, as it does a notification's, D-NOTIF-2).
 */
export interface HouseOfferTexts {
  /** For a slot with room for a sentence. */
  readonly full: { readonly headlineId: string; readonly textId: string; readonly ctaId: string };
  /** For a slot too short for one (D-ADS-2). */
  readonly compact: { readonly headlineId: string; readonly ctaId: string };
}

export interface HouseOffer extends HouseOfferTexts {
  readonly id: string;
  /** The product's name, the texts' `{product}`; undefined for an offer about no product. */
  readonly productName: string | undefined;
  readonly link: OfferLink;
}

export interface HouseOfferRequest {
  readonly placement: AdPlacement;
  /** Application ids the offer must not be about (the page's product, the products held). */
  readonly exclude: readonly number[];
}

export interface HouseOffers {
  /** The slot's offer for the signed-in user's country; undefined when every offer is excluded. */
  offerFor(request: HouseOfferRequest): TaskEither<ServiceError, HouseOffer | undefined>;
}
