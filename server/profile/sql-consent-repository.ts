import type { QueryLayer } from '../db/query-layer';
import type { ConsentRepository, StoredConsent } from './consent-repository';

/** The consent history in SQLite or PostgreSQL, through the query layer (D-STORE-4). */
export class SqlConsentRepository implements ConsentRepository {
  constructor(private readonly db: QueryLayer) {}

  async add(userId: string, consent: StoredConsent): Promise<void> {
    await this.db
      .insertInto('user_consents')
      .values({
        user_id: userId,
        email: consent.email,
        os: consent.os,
        bloomreach_consent: consent.bloomreachConsent ? 1 : 0,
        recorded_at: consent.recordedAt,
      })
      .execute();
  }

  async history(userId: string): Promise<StoredConsent[]> {
    const rows = await this.db
      .selectFrom('user_consents')
      .select(['email', 'os', 'bloomreach_consent', 'recorded_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      email: row.email,
      os: row.os,
      bloomreachConsent: row.bloomreach_consent === 1,
      recordedAt: row.recorded_at,
    }));
  }
}
