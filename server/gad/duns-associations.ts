import { Type, type Static } from 'typebox';
import { epochSeconds, type Clock } from '../clock';
import type { Db } from '../db/database';
import { rowShape } from '../db/rows';
import { companyAssociated } from '../notifications/notification-events';
import { NotificationStore } from '../notifications/notification-store';
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

const PendingAssociationRow = rowShape(
  'PendingAssociationRow',
  Type.Object({
    id: Type.Integer(),
    user_id: Type.String(),
    duns: Type.String(),
    product_name: Type.String(),
    requested_at: Type.Integer(),
    business_name: Type.Union([Type.String(), Type.Null()]),
  }),
);
type PendingAssociationRow = Static<typeof PendingAssociationRow.schema>;

// A pending association is an Associate-a-DUNS entitlement with status 'pending' that came
// through the Get-a-DUNS calls (it has an origin, whose created_at is when it was requested).
// Seeded 'pending' entitlements (products waiting for a DUNS number) never match.
const PENDING_ASSOCIATIONS = `
  SELECT e.id, e.user_id, e.duns, e.product_name, o.created_at AS requested_at, c.business_name
  FROM entitlements e
  JOIN gad_entitlement_origins o ON o.entitlement_id = e.id
  LEFT JOIN companies c ON c.duns = e.duns
  WHERE e.app_id = ${ASSOCIATE_A_DUNS_APP_ID} AND e.status = 'pending' AND e.duns IS NOT NULL
    AND (@userId IS NULL OR e.user_id = @userId)
  ORDER BY e.id`;

/**
 * Associate-a-DUNS associations waiting for verification, resolved "when someone looks" as DUNS
 * applications are issued (D-NOTIF-4): the entitlement calls, the notifications list and
 * `npm run demo:advance` bring them up to date.
 */
export class DunsAssociations {
  private readonly notifications: NotificationStore;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.notifications = new NotificationStore(db, clock);
  }

  /**
   * Resolves the pending associations whose business day has passed, of one user or (without
   * `userId`) of everyone: the entitlement turns active, the company is linked to the user as
   * member (a role is never downgraded) and the user is notified, in one transaction each.
   * Answers how many were resolved.
   */
  resolveDue(userId?: string): number {
    const now = epochSeconds(this.clock);
    const pending = PendingAssociationRow.all(
      this.db.prepare(PENDING_ASSOCIATIONS).all({ userId: userId ?? null }),
    );
    return pending.filter(
      (row) => associationStatusAt(row.requested_at, now) === 'active' && this.resolve(row),
    ).length;
  }

  private resolve(row: PendingAssociationRow): boolean {
    return this.db.transaction((): boolean => {
      // Only one of two requests resolving at once gets here with the row still pending.
      const { changes } = this.db
        .prepare(`UPDATE entitlements SET status = 'active' WHERE id = ? AND status = 'pending'`)
        .run(row.id);
      if (changes !== 1) return false;
      this.db
        .prepare(
          `INSERT OR IGNORE INTO user_companies (user_id, duns, role) VALUES (?, ?, 'member')`,
        )
        .run(row.user_id, row.duns);
      this.notifications.add(
        row.user_id,
        companyAssociated(
          { dunsNumber: row.duns, businessName: row.business_name ?? '' },
          row.product_name,
        ),
      );
      return true;
    })();
  }
}

const DAY = 86_400;

/**
 * Moves every pending association `days` calendar days into the past (npm run demo:advance), as
 * `advanceApplications` does for DUNS applications; answers how many were moved.
 */
export const advanceAssociations = (db: Db, days: number): number =>
  db
    .prepare(
      `UPDATE gad_entitlement_origins SET created_at = created_at - ?
       WHERE entitlement_id IN (
         SELECT id FROM entitlements
         WHERE app_id = ${ASSOCIATE_A_DUNS_APP_ID} AND status = 'pending' AND duns IS NOT NULL)`,
    )
    .run(Math.round(days * DAY)).changes;
