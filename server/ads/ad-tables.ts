/** An offer of the ad slots (server/ads/ads.migrations.ts); its texts are message ids. */
export interface HouseOffersTable {
  id: string;
  app_id: number | null;
  link: string;
  headline_id: string;
  text_id: string;
  cta_id: string;
  short_headline_id: string;
  short_cta_id: string;
}

/** A country's slot of a placement and its offers, best first. */
export interface HouseOfferSlotsTable {
  country_code: string;
  placement: string;
  rank: number;
  offer_id: string;
}
