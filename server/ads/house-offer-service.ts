import { resolveCountry, type CountryCode } from '../../src/domain/locale/country';
import { appNameOf } from '../../src/domain/entitlements/product-catalogue';
import { adSlotSizes, type AdPlacement } from '../../src/domain/navigation/ad-slots';
import type { HouseOfferRepository, StoredHouseOffer } from './house-offer-repository';

/** The offer a slot shows, with the name of its product for the texts' `{product}`. */
export interface ChosenHouseOffer extends StoredHouseOffer {
  readonly productName: string | undefined;
}

export type HouseOfferOutcome =
  /** The country has no slot of this placement (D-DOM-17): nothing to show, so nothing to ask. */
  | { readonly kind: 'noSlot' }
  /** The slot's best offer not about an excluded product, or none when every one is. */
  | {
      readonly kind: 'offer';
      readonly country: CountryCode;
      readonly offer: ChosenHouseOffer | undefined;
    };

/** Which house offer an ad slot shows (docs/decisions/ads.md D-ADS-1). */
export class HouseOfferService {
  constructor(private readonly offers: HouseOfferRepository) {}

  /**
   * For a user of `countryCode` (their account's, read as §5 reads a country), the placement's
   * best offer that is not about one of `excludedAppIds` (the page's own product, or products the
   * company already holds).
   */
  async offerFor(
    countryCode: string,
    placement: AdPlacement,
    excludedAppIds: readonly number[],
  ): Promise<HouseOfferOutcome> {
    const country = resolveCountry(countryCode);
    if (adSlotSizes(placement, country) === undefined) return { kind: 'noSlot' };
    const offers = await this.offers.offersFor(country, placement);
    const offer = offers.find(
      (candidate) => candidate.appId === undefined || !excludedAppIds.includes(candidate.appId),
    );
    return {
      kind: 'offer',
      country,
      offer:
        offer === undefined
          ? undefined
          : {
              ...offer,
              productName: offer.appId === undefined ? undefined : appNameOf(offer.appId),
            },
    };
  }
}
