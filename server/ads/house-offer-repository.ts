import type { AdPlacement } from '../../src/domain/navigation/ad-slots';

/** One text of an offer: message ids of the portal's catalogue (D-ADS-2). */
export interface OfferText {
  readonly headlineId: string;
  readonly ctaId: string;
}

/** A house offer as stored (D-ADS-1). */
export interface StoredHouseOffer {
  readonly id: string;
  /** The product the offer is about, if it is about one. */
  readonly appId: number | undefined;
  /** A portal path or an https page. */
  readonly link: string;
  /** For a slot with room for a sentence. */
  readonly full: OfferText & { readonly textId: string };
  /** For a slot too short for one (§9 300x100). */
  readonly compact: OfferText;
}

/** The port of the house offers the ad slots show (spec §2 "Ad slots exist per country"). */
export interface HouseOfferRepository {
  /** The offers of a country's slot of a placement, best first; none where it has none. */
  offersFor(countryCode: string, placement: AdPlacement): Promise<StoredHouseOffer[]>;
}
