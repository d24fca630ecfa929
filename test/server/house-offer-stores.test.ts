// The house offers behind their port (docs/decisions/ads.md D-ADS-1, D-STORE-3): one table of
// cases for SQLite and PostgreSQL, over the offers the migration seeds.
import { SqlHouseOfferRepository } from '../../server/ads/sql-house-offer-repository';
import { readCatalogue } from '../../server/i18n/message-catalogue';
import { SUPPORTED_COUNTRIES } from '../../src/domain/locale/country';
import { AD_PLACEMENTS, adSlotSizes } from '../../src/domain/navigation/ad-slots';
import { productWithPage } from '../../src/domain/entitlements/product-pages';
import { enginesForThisFile, type FreshDatabase } from './storage-engines';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();

describe.each(engines)('house offers on $name', (engine) => {
  let database: FreshDatabase;
  let offers: SqlHouseOfferRepository;

  beforeAll(async () => {
    database = await engine.fresh();
    offers = new SqlHouseOfferRepository(database.layer);
  });
  afterAll(() => database.close());

  it('reads a slot’s offers best first, with both texts', async () => {
    const czech = await offers.offersFor('CZ', 'recommendedProducts');
    expect(czech.map((offer) => offer.id)).toEqual([
      'aaa-diploma',
      'livelogo',
      'credit-insights',
      'registered-seal',
    ]);
    expect(czech[0]).toEqual({
      id: 'aaa-diploma',
      appId: 306,
      link: '/products/306',
      full: {
        headlineId: 'ads.offer.aaaDiploma.headline',
        textId: 'ads.offer.aaaDiploma.text',
        ctaId: 'ads.cta.seeProduct',
      },
      compact: { headlineId: 'ads.offer.aaaDiploma.short', ctaId: 'ads.cta.more' },
    });
  });

  it('has offers for every slot a country has (§2, D-DOM-17), and none for a slot it lacks', async () => {
    for (const country of SUPPORTED_COUNTRIES) {
      for (const placement of AD_PLACEMENTS) {
        const found = await offers.offersFor(country, placement);
        const hasSlot = adSlotSizes(placement, country) !== undefined;
        expect([country, placement, found.length > 0]).toEqual([country, placement, hasSlot]);
      }
    }
  });

  it('every offer leads to a product page of the portal, and every text is in the catalogue', async () => {
    const english = readCatalogue('en-us');
    for (const country of SUPPORTED_COUNTRIES) {
      for (const placement of AD_PLACEMENTS) {
        for (const offer of await offers.offersFor(country, placement)) {
          const appId = offer.link.replace(/^\/products\//, '');
          expect(productWithPage(appId)?.appId).toBe(offer.appId);
          for (const id of [
            offer.full.headlineId,
            offer.full.textId,
            offer.full.ctaId,
            offer.compact.headlineId,
            offer.compact.ctaId,
          ]) {
            expect([id, Object.hasOwn(english, id)]).toEqual([id, true]);
          }
        }
      }
    }
  });
});
