import type { AdPlacement } from '../../src/domain/navigation/ad-slots';
import type { QueryLayer } from '../db/query-layer';
import type { HouseOfferRepository, StoredHouseOffer } from './house-offer-repository';

/** The house offers in SQLite or PostgreSQL, through the query layer (D-STORE-1). */
export class SqlHouseOfferRepository implements HouseOfferRepository {
  constructor(private readonly db: QueryLayer) {}

  async offersFor(countryCode: string, placement: AdPlacement): Promise<StoredHouseOffer[]> {
    const rows = await this.db
      .selectFrom('house_offer_slots as slot')
      .innerJoin('house_offers as offer', 'offer.id', 'slot.offer_id')
      .select([
        'offer.id',
        'offer.app_id',
        'offer.link',
        'offer.headline_id',
        'offer.text_id',
        'offer.cta_id',
        'offer.short_headline_id',
        'offer.short_cta_id',
      ])
      .where('slot.country_code', '=', countryCode)
      .where('slot.placement', '=', placement)
      .orderBy('slot.rank')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      appId: row.app_id ?? undefined,
      link: row.link,
      full: { headlineId: row.headline_id, textId: row.text_id, ctaId: row.cta_id },
      compact: { headlineId: row.short_headline_id, ctaId: row.short_cta_id },
    }));
  }
}
