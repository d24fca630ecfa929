import type { Company } from '../notifications/notification-events';
import type { NotificationDraft } from '../notifications/notification-repository';

/** A product granted to a user for a company, as the Get-a-DUNS calls grant it. */
export interface Grant {
  readonly userId: string;
  readonly dunsNumber: string;
  readonly appId: number;
  readonly productId: number | null;
  readonly productName: string;
  readonly status: 'active' | 'trial' | 'pending';
  readonly plaAccepted: boolean;
  /** Epoch seconds; trials only. */
  readonly trialEndsAt: number | null;
  /** Whether the company is linked to the user now (as member; a role is never downgraded). */
  readonly linkCompany: boolean;
  /** Where the grant came from (the route, the sales channel, a trial's country), and when. */
  readonly origin: {
    readonly route: string;
    readonly salesChannel: string;
    readonly countryId: string | null;
    readonly createdAt: number;
  };
}

export type GrantOutcome = 'granted' | 'dunsNotFound' | 'alreadyHeld';

/** The Get-a-DUNS grants (D-STORE-10, D-STORE-13). */
export interface GrantRepository {
  /**
   * In one transaction: the company, copied from the directory when the portal does not know it
   * yet ('dunsNotFound' when neither does); 'alreadyHeld' when the user holds the app for it
   * (also when another process granted it a moment before); else the link, the entitlement, its
   * origin, and the notifications `notices` makes for the company.
   */
  grant(
    grant: Grant,
    notices: (company: Company) => readonly NotificationDraft[],
  ): Promise<GrantOutcome>;
}
