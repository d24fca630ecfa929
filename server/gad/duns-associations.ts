import { sql } from 'kysely';
import { epochSeconds, type Clock } from '../clock';
import type { QueryLayer } from '../db/query-layer';
import { companyAssociated } from '../notifications/notification-events';
import { SqlNotificationRepository } from '../notifications/sql-notification-repository';
import { businessDaysElapsed } from './duns-applications';

/** Spec §3 "Associate-a-DUNS variant 283": the app id whose association is verified first. */
export const ASSOCIATE_A_DUNS_APP_ID = 283;

/**
 * The provider verifies that the user may act for the company before the association takes
 * effect (docs/decisions/associate-a-duns.md D-ASSOC-1): pending during the first business day
 * (Monday–Friday, UTC, the business time of D-API-7's DUNS applications), active from then on.
 */
export const ASSOCIATION_VERIFIED_AFTER_BUSINESS_DAYS = 1;

export type AssociationStatus = 'pending' | 'active';

export const associationStatusAt = (requestedAt: number, now: number): AssociationStatus =>
  businessDaysElapsed(requestedAt, now) < ASSOCIATION_VERIFIED_AFTER_BUSINESS_DAYS
    ? 'pending'
    : 'active';

/** An association waiting for verification, with what its notification names. */
interface PendingAssociation {
  readonly id: number;
  readonly userId: string;
  readonly duns: string;
  readonly productName: string;
  readonly requestedAt: number;
  readonly businessName: string | null;
}

/**
 * Associate-a-DUNS associations waiting for verification, resolved "when someone looks" as DUNS
 * applications are issued (D-NOTIF-4): the entitlement calls, the notifications list and
 * `npm run demo:advance` bring them up to date.
 */
export class DunsAssociations {
  constructor(
    private readonly db: QueryLayer,
    private readonly clock: Clock,
  ) {}

  /**
   * Resolves the pending associations whose business day has passed, of one user or (without
   * `userId`) of everyone: the entitlement turns active, the company is linked to the user as
   * member (a role is never downgraded) and the user is notified, in one transaction each.
   * Answers how many were resolved.
   */
  async resolveDue(userId?: string): Promise<number> {
    const now = epochSeconds(this.clock);
    let resolved = 0;
    for (const association of await this.pending(userId)) {
      if (associationStatusAt(association.requestedAt, now) !== 'active') continue;
      if (await this.resolve(association, now)) resolved += 1;
    }
    return resolved;
  }

  // A pending association is an Associate-a-DUNS entitlement with status 'pending' that came
  // through the Get-a-DUNS calls (it has an origin, whose created_at is when it was requested).
  // Seeded 'pending' entitlements (products waiting for a DUNS number) never match.
  private async pending(userId: string | undefined): Promise<PendingAssociation[]> {
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

  private async resolve(association: PendingAssociation, now: number): Promise<boolean> {
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
      await new SqlNotificationRepository(trx).add(
        association.userId,
        companyAssociated(
          { dunsNumber: association.duns, businessName: association.businessName ?? '' },
          association.productName,
        ),
        now,
      );
      return true;
    });
  }
}

const DAY = 86_400;

/**
 * Moves every pending association `days` calendar days into the past (npm run demo:advance), as
 * `advanceApplications` does for DUNS applications; answers how many were moved.
 */
export const advanceAssociations = async (db: QueryLayer, days: number): Promise<number> => {
  const moved = await db
    .updateTable('gad_entitlement_origins')
    .set({ created_at: sql<number>`created_at - ${Math.round(days * DAY)}` })
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
};
