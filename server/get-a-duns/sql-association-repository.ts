import { sql } from 'kysely';
import type { QueryLayer } from '../db/query-layer';
import type { NotificationDraft } from '../notifications/notification-repository';
import { SqlNotificationRepository } from '../notifications/sql-notification-repository';
import type { AssociationRepository, PendingAssociation } from './association-repository';
import { ASSOCIATE_A_DUNS_APP_ID } from '../../src/domain/entitlements/product-catalogue';

/**
 * The associations over the query layer, on either engine. A pending association is an
 * Associate-a-DUNS entitlement with status 'pending' that came through the Get-a-DUNS calls (it
 * has an origin, whose created_at is when it was requested); the seeded 'pending' entitlements
 * (products waiting for a DUNS number) have no DUNS and never match.
 */
export class SqlAssociationRepository implements AssociationRepository {
  constructor(private readonly db: QueryLayer) {}

  async pending(userId?: string): Promise<readonly PendingAssociation[]> {
    let query = this.db
      .selectFrom('entitlements as e')
      .innerJoin('gad_entitlement_origins as o', 'o.entitlement_id', 'e.id')
      .leftJoin('companies as c', 'c.duns', 'e.duns')
      .select([
        'e.id',
        'e.user_id as userId',
        'e.duns',
        'e.product_name as productName',
        'o.created_at as requestedAt',
        'c.business_name as businessName',
      ])
      .where('e.app_id', '=', ASSOCIATE_A_DUNS_APP_ID)
      .where('e.status', '=', 'pending')
      .where('e.duns', 'is not', null);
    if (userId !== undefined) query = query.where('e.user_id', '=', userId);
    const rows = await query.orderBy('e.id').execute();
    return rows.flatMap((row) => (row.duns === null ? [] : [{ ...row, duns: row.duns }]));
  }

  async resolve(
    association: PendingAssociation,
    notice: NotificationDraft,
    now: number,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      // Only one of two requests resolving at once gets here with the row still pending.
      const turned = await trx
        .updateTable('entitlements')
        .set({ status: 'active' })
        .where('id', '=', association.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (turned.numUpdatedRows !== 1n) return false;
      await trx
        .insertInto('user_companies')
        .values({ user_id: association.userId, duns: association.duns, role: 'member' })
        .onConflict((conflict) => conflict.columns(['user_id', 'duns']).doNothing())
        .execute();
      await new SqlNotificationRepository(trx).add(association.userId, notice, now);
      return true;
    });
  }

  async moveBack(seconds: number): Promise<number> {
    const moved = await this.db
      .updateTable('gad_entitlement_origins')
      .set({ created_at: sql<number>`created_at - ${Math.round(seconds)}` })
      .where('entitlement_id', 'in', (pending) =>
        pending
          .selectFrom('entitlements')
          .select('id')
          .where('app_id', '=', ASSOCIATE_A_DUNS_APP_ID)
          .where('status', '=', 'pending')
          .where('duns', 'is not', null),
      )
      .executeTakeFirst();
    return Number(moved.numUpdatedRows);
  }
}
