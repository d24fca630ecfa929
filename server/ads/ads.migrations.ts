import type { Migration } from '../db/migration';

// The house offers every ad slot shows (docs/decisions/ads.md D-ADS-1): reference content, written
// once here as the product terms are in the portal's first migration; a later change of the
// offers is a new migration. Both engines take the same rows.
const SEED = `
  INSERT INTO house_offers
    (id, app_id, link, headline_id, text_id, cta_id, short_headline_id, short_cta_id)
  VALUES
    ('credit-insights', 294, '/products/294', 'ads.offer.creditInsights.headline', 'ads.offer.creditInsights.text', 'ads.cta.seeProduct', 'ads.offer.creditInsights.short', 'ads.cta.more'),
    ('credit-monitor', 252, '/products/252', 'ads.offer.creditMonitor.headline', 'ads.offer.creditMonitor.text', 'ads.cta.seeProduct', 'ads.offer.creditMonitor.short', 'ads.cta.more'),
    ('registered-seal', 274, '/products/274', 'ads.offer.registeredSeal.headline', 'ads.offer.registeredSeal.text', 'ads.cta.seeProduct', 'ads.offer.registeredSeal.short', 'ads.cta.more'),
    ('livelogo', 288, '/products/288', 'ads.offer.livelogo.headline', 'ads.offer.livelogo.text', 'ads.cta.seeProduct', 'ads.offer.livelogo.short', 'ads.cta.more'),
    ('aaa-diploma', 306, '/products/306', 'ads.offer.aaaDiploma.headline', 'ads.offer.aaaDiploma.text', 'ads.cta.seeProduct', 'ads.offer.aaaDiploma.short', 'ads.cta.more'),
    ('hoovers', 27, '/products/27', 'ads.offer.hoovers.headline', 'ads.offer.hoovers.text', 'ads.cta.seeProduct', 'ads.offer.hoovers.short', 'ads.cta.more');
  INSERT INTO house_offer_slots (country_code, placement, rank, offer_id)
  VALUES
    ('US', 'offers', 1, 'credit-insights'),
    ('US', 'offers', 2, 'hoovers'),
    ('US', 'offers', 3, 'registered-seal'),
    ('US', 'getADuns', 1, 'registered-seal'),
    ('US', 'getADuns', 2, 'credit-insights'),
    ('US', 'getADuns', 3, 'credit-monitor'),
    ('CA', 'getADuns', 1, 'registered-seal'),
    ('CA', 'getADuns', 2, 'credit-insights'),
    ('CA', 'getADuns', 3, 'credit-monitor'),
    ('GB', 'getADuns', 1, 'credit-monitor'),
    ('GB', 'getADuns', 2, 'credit-insights'),
    ('GB', 'getADuns', 3, 'registered-seal'),
    ('IE', 'getADuns', 1, 'credit-monitor'),
    ('IE', 'getADuns', 2, 'credit-insights'),
    ('IE', 'getADuns', 3, 'registered-seal'),
    ('US', 'recommendedProducts', 1, 'credit-monitor'),
    ('US', 'recommendedProducts', 2, 'registered-seal'),
    ('US', 'recommendedProducts', 3, 'credit-insights'),
    ('US', 'recommendedProducts', 4, 'livelogo'),
    ('US', 'recommendedProducts', 5, 'hoovers'),
    ('GB', 'recommendedProducts', 1, 'credit-monitor'),
    ('GB', 'recommendedProducts', 2, 'credit-insights'),
    ('GB', 'recommendedProducts', 3, 'registered-seal'),
    ('GB', 'recommendedProducts', 4, 'livelogo'),
    ('GB', 'productPage', 1, 'credit-monitor'),
    ('GB', 'productPage', 2, 'credit-insights'),
    ('GB', 'productPage', 3, 'registered-seal'),
    ('GB', 'productPage', 4, 'livelogo'),
    ('IE', 'recommendedProducts', 1, 'credit-monitor'),
    ('IE', 'recommendedProducts', 2, 'credit-insights'),
    ('IE', 'recommendedProducts', 3, 'registered-seal'),
    ('IE', 'recommendedProducts', 4, 'livelogo'),
    ('IE', 'productPage', 1, 'credit-monitor'),
    ('IE', 'productPage', 2, 'credit-insights'),
    ('IE', 'productPage', 3, 'registered-seal'),
    ('IE', 'productPage', 4, 'livelogo'),
    ('CZ', 'recommendedProducts', 1, 'aaa-diploma'),
    ('CZ', 'recommendedProducts', 2, 'livelogo'),
    ('CZ', 'recommendedProducts', 3, 'credit-insights'),
    ('CZ', 'recommendedProducts', 4, 'registered-seal'),
    ('CZ', 'productPage', 1, 'aaa-diploma'),
    ('CZ', 'productPage', 2, 'livelogo'),
    ('CZ', 'productPage', 3, 'credit-insights'),
    ('CZ', 'productPage', 4, 'registered-seal'),
    ('CH', 'recommendedProducts', 1, 'aaa-diploma'),
    ('CH', 'recommendedProducts', 2, 'livelogo'),
    ('CH', 'recommendedProducts', 3, 'credit-insights'),
    ('CH', 'recommendedProducts', 4, 'registered-seal'),
    ('CH', 'productPage', 1, 'aaa-diploma'),
    ('CH', 'productPage', 2, 'livelogo'),
    ('CH', 'productPage', 3, 'credit-insights'),
    ('CH', 'productPage', 4, 'registered-seal'),
    ('HU', 'recommendedProducts', 1, 'aaa-diploma'),
    ('HU', 'recommendedProducts', 2, 'livelogo'),
    ('HU', 'recommendedProducts', 3, 'credit-insights'),
    ('HU', 'recommendedProducts', 4, 'registered-seal'),
    ('HU', 'productPage', 1, 'aaa-diploma'),
    ('HU', 'productPage', 2, 'livelogo'),
    ('HU', 'productPage', 3, 'credit-insights'),
    ('HU', 'productPage', 4, 'registered-seal'),
    ('PL', 'recommendedProducts', 1, 'aaa-diploma'),
    ('PL', 'recommendedProducts', 2, 'livelogo'),
    ('PL', 'recommendedProducts', 3, 'credit-insights'),
    ('PL', 'recommendedProducts', 4, 'registered-seal'),
    ('PL', 'productPage', 1, 'aaa-diploma'),
    ('PL', 'productPage', 2, 'livelogo'),
    ('PL', 'productPage', 3, 'credit-insights'),
    ('PL', 'productPage', 4, 'registered-seal'),
    ('SI', 'recommendedProducts', 1, 'aaa-diploma'),
    ('SI', 'recommendedProducts', 2, 'livelogo'),
    ('SI', 'recommendedProducts', 3, 'credit-insights'),
    ('SI', 'recommendedProducts', 4, 'registered-seal'),
    ('SI', 'productPage', 1, 'aaa-diploma'),
    ('SI', 'productPage', 2, 'livelogo'),
    ('SI', 'productPage', 3, 'credit-insights'),
    ('SI', 'productPage', 4, 'registered-seal'),
    ('SE', 'recommendedProducts', 1, 'aaa-diploma'),
    ('SE', 'recommendedProducts', 2, 'livelogo'),
    ('SE', 'recommendedProducts', 3, 'credit-insights'),
    ('SE', 'recommendedProducts', 4, 'registered-seal'),
    ('SE', 'productPage', 1, 'aaa-diploma'),
    ('SE', 'productPage', 2, 'livelogo'),
    ('SE', 'productPage', 3, 'credit-insights'),
    ('SE', 'productPage', 4, 'registered-seal'),
    ('DK', 'recommendedProducts', 1, 'aaa-diploma'),
    ('DK', 'recommendedProducts', 2, 'livelogo'),
    ('DK', 'recommendedProducts', 3, 'credit-insights'),
    ('DK', 'recommendedProducts', 4, 'registered-seal'),
    ('DK', 'productPage', 1, 'aaa-diploma'),
    ('DK', 'productPage', 2, 'livelogo'),
    ('DK', 'productPage', 3, 'credit-insights'),
    ('DK', 'productPage', 4, 'registered-seal'),
    ('NO', 'recommendedProducts', 1, 'aaa-diploma'),
    ('NO', 'recommendedProducts', 2, 'livelogo'),
    ('NO', 'recommendedProducts', 3, 'credit-insights'),
    ('NO', 'recommendedProducts', 4, 'registered-seal'),
    ('NO', 'productPage', 1, 'aaa-diploma'),
    ('NO', 'productPage', 2, 'livelogo'),
    ('NO', 'productPage', 3, 'credit-insights'),
    ('NO', 'productPage', 4, 'registered-seal'),
    ('FI', 'recommendedProducts', 1, 'aaa-diploma'),
    ('FI', 'recommendedProducts', 2, 'livelogo'),
    ('FI', 'recommendedProducts', 3, 'credit-insights'),
    ('FI', 'recommendedProducts', 4, 'registered-seal'),
    ('FI', 'productPage', 1, 'aaa-diploma'),
    ('FI', 'productPage', 2, 'livelogo'),
    ('FI', 'productPage', 3, 'credit-insights'),
    ('FI', 'productPage', 4, 'registered-seal');
`;

const PLACEMENTS = "'offers', 'getADuns', 'recommendedProducts', 'productPage'";

const TABLES = `
  -- An offer: the product it is about (none for a page of the portal), where its call to action
  -- leads (a portal path or an https page), and its two texts as message ids of the portal's
  -- catalogue: the full one (headline, sentence, call to action) and the compact one (D-ADS-2).
  CREATE TABLE house_offers (
    id TEXT PRIMARY KEY,
    app_id INTEGER,
    link TEXT NOT NULL CHECK (link LIKE '/%' OR link LIKE 'https://%'),
    headline_id TEXT NOT NULL,
    text_id TEXT NOT NULL,
    cta_id TEXT NOT NULL,
    short_headline_id TEXT NOT NULL,
    short_cta_id TEXT NOT NULL
  );
  -- A country's slot of a placement: its offers, best first (rank 1).
  CREATE TABLE house_offer_slots (
    country_code TEXT NOT NULL,
    placement TEXT NOT NULL CHECK (placement IN (${PLACEMENTS})),
    rank INTEGER NOT NULL CHECK (rank > 0),
    offer_id TEXT NOT NULL REFERENCES house_offers(id),
    PRIMARY KEY (country_code, placement, rank)
  );
`;

/** Ids 800–899 (see server/db/migrations.ts). */
export const AD_MIGRATIONS: readonly Migration[] = [
  {
    id: 800,
    name: 'house offers for the ad slots, per country and placement',
    sqlite: TABLES + SEED,
    postgres: TABLES + SEED,
  },
];
