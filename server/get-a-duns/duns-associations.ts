import { epochSeconds, type Clock } from '../clock';
import { companyAssociated } from '../notifications/notification-events';
import type { AssociationRepository } from './association-repository';
import { SECONDS_PER_DAY } from '../entitlements/trials';
import { businessDaysElapsed } from './duns-applications';

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

/**
 * Associate-a-DUNS associations waiting for verification, resolved "when someone looks" as DUNS
 * applications are issued (D-NOTIF-4): the entitlement calls, the notifications list and
 * `npm run demo:advance` bring them up to date.
 */
export class DunsAssociations {
  constructor(
    private readonly associations: AssociationRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Resolves the pending associations whose business day has passed, of one user or (without
   * `userId`) of everyone: the entitlement turns active, the company is linked to the user and
   * the user is notified, in one transaction each. Answers how many were resolved.
   */
  async resolveDue(userId?: string): Promise<number> {
    const now = epochSeconds(this.clock);
    let resolved = 0;
    for (const association of await this.associations.pending(userId)) {
      if (associationStatusAt(association.requestedAt, now) !== 'active') continue;
      const company = {
        dunsNumber: association.duns,
        businessName: association.businessName ?? '',
      };
      const notice = companyAssociated(company, association.productName);
      if (await this.associations.resolve(association, notice, now)) resolved += 1;
    }
    return resolved;
  }

  /** Moves every pending association `days` calendar days into the past (npm run demo:advance). */
  moveBack(days: number): Promise<number> {
    return this.associations.moveBack(days * SECONDS_PER_DAY);
  }
}
