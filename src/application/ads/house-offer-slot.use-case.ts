import * as E from 'fp-ts/Either';
import type { CountryFeatures } from '../ports/country-features.port';
import type { HouseOffer, HouseOffers, OfferLink } from '../ports/house-offers.port';
import { Store } from '../view-model-store';
import { linkedUrl } from '../linked-url';
import type { AdSlotViewModel } from './ad-slot.view-model';

/** What a slot shows: an offer's texts (message ids), their values and where it leads. */
export interface AdContent {
  readonly full: { readonly headlineId: string; readonly textId: string; readonly ctaId: string };
  readonly compact: { readonly headlineId: string; readonly ctaId: string };
  /** The texts' placeholders: `{product}`, the product's name. */
  readonly values: Readonly<Record<string, string>>;
  /** Undefined only for the portal's own offer in a country without an explore page. */
  readonly link: OfferLink | undefined;
}

/**
 * A slot's state. `loading` while the offer is on its way (the slot keeps its size and shows its
 * label); `ready` with the offer, or the portal's own offer when there is none, and that own offer
 * as the fallback the UI shows when the catalogue lacks one of the offer's texts (D-ADS-1).
 */
export type HouseOfferSlotViewModel =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly offer: AdContent; readonly fallback: AdContent };

const contentOf = (offer: HouseOffer): AdContent => ({
  full: offer.full,
  compact: offer.compact,
  values: offer.productName === undefined ? {} : { product: offer.productName },
  link: offer.link,
});

/** The portal's own offer: the country's explore page (§3 "explore tile"), never an empty box. */
export const exploreOffer = (exploreUrl: string | undefined): AdContent => ({
  full: {
    headlineId: 'dashboard.explore.products.title',
    textId: 'dashboard.explore.products.text',
    ctaId: 'dashboard.explore.open',
  },
  compact: { headlineId: 'dashboard.explore.products.title', ctaId: 'dashboard.explore.open' },
  values: {},
  link: exploreUrl === undefined ? undefined : { kind: 'external', url: exploreUrl },
});

/**
 * One ad slot's house offer (spec §2 ad slots, docs/decisions/ads.md D-ADS-1): asked for once the
 * page is on screen, so it never holds up the page's first paint, and the slot's own offer when the
 * backend has none or cannot answer. Built by the slot's component, disposed with it.
 */
export class HouseOfferSlot extends Store<HouseOfferSlotViewModel> {
  /** Each request's number: an answer for a slot asked about before is dropped. */
  private generation = 0;

  constructor(
    private readonly offers: HouseOffers,
    private readonly features: CountryFeatures,
  ) {
    super({ status: 'loading' });
  }

  async open(slot: AdSlotViewModel): Promise<void> {
    const generation = ++this.generation;
    if (this.snapshot.status !== 'loading') this.set({ status: 'loading' });
    const fallback = exploreOffer(linkedUrl(this.features.featuresOf(slot.country).exploreTile));
    const answer = await this.offers.offerFor({
      placement: slot.placement,
      exclude: slot.exclude,
    })();
    if (generation !== this.generation) return;
    const offer = E.isRight(answer) && answer.right !== undefined ? answer.right : undefined;
    this.set({
      status: 'ready',
      offer: offer === undefined ? fallback : contentOf(offer),
      fallback,
    });
  }

  dispose(): void {
    this.generation += 1;
  }
}
