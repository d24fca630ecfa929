import type { NotificationDraft } from '../notifications/notification-repository';

/** An Associate-a-DUNS association waiting for verification, with what its notification names. */
export interface PendingAssociation {
  /** The entitlement's id. */
  readonly id: number;
  readonly userId: string;
  readonly duns: string;
  readonly productName: string;
  /** Epoch seconds. */
  readonly requestedAt: number;
  readonly businessName: string | null;
}

/** The Associate-a-DUNS associations waiting for the provider's verification (D-ASSOC-1). */
export interface AssociationRepository {
  /** Of one user, or of everyone without `userId`; oldest first. */
  pending(userId?: string): Promise<readonly PendingAssociation[]>;
  /**
   * In one transaction: the entitlement turns active, the company is linked to the user as
   * member (a role is never downgraded) and `notice` is recorded. False when another request
   * resolved it first.
   */
  resolve(
    association: PendingAssociation,
    notice: NotificationDraft,
    now: number,
  ): Promise<boolean>;
  /** Moves every pending association `seconds` into the past (demo:advance); how many. */
  moveBack(seconds: number): Promise<number>;
}
