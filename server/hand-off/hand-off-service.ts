import type { EntitlementService } from '../entitlements/entitlement-service';
import type { PurchaseRepository } from '../purchases/purchase-repository';
import type { DecodeError } from './deep-link';
import { demoProductUrl, MARKETING_HUB } from './demo-product';
import { chooseFlow } from './hand-off-request';
import {
  DUNS_MANAGER_APP_ID,
  DUNS_MANAGER_PRODUCT_ID,
} from '../../src/domain/entitlements/product-catalogue';

/** Why a product is not handed off; the route says it in HTTP (hand-off-replies.ts). */
export type HandOffRefusal =
  /** Not exactly one of a DUNS number, the no-DUNS flow and the pending-DUNS flow. */
  | { readonly kind: 'flowInvalid'; readonly message: string }
  /** A named company is not the user's, whether or not it exists. */
  | { readonly kind: 'companyNotLinked' }
  | { readonly kind: 'notEntitled' }
  /** The product's licence agreement is declined or still pending. */
  | { readonly kind: 'agreementNotAccepted' }
  | { readonly kind: 'subscriptionNotFound' }
  | { readonly kind: 'linkUnreadable'; readonly error: DecodeError };

export type HandOffOutcome =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly refusal: HandOffRefusal };

const refused = (refusal: HandOffRefusal): HandOffOutcome => ({ ok: false, refusal });

/** Which company a hand-off is for; the flags default to false, as in the request bodies. */
export interface HandOffSelection {
  readonly dunsNumber: string | undefined;
  readonly noDunsFlow: boolean;
  readonly pendingDuns: boolean;
}

/**
 * Handing the user a product's URL: for a product they hold, Marketing Hub, or a subscription. It
 * decides every refusal; the routes only read the request and say the outcome in HTTP.
 */
export class HandOffService {
  constructor(
    private readonly entitlements: EntitlementService,
    private readonly purchases: Pick<PurchaseRepository, 'findSubscription'>,
    private readonly publicUrl: string,
  ) {}

  /** A product the user holds; opening it clears its "new" markers (markProductOpened). */
  async productUrl(
    userId: string,
    applicationId: number,
    selection: HandOffSelection,
  ): Promise<HandOffOutcome> {
    const choice = chooseFlow(selection.dunsNumber, selection.noDunsFlow, selection.pendingDuns);
    if (!choice.ok) return refused({ kind: 'flowInvalid', message: choice.message });
    const named = choice.duns === undefined ? [] : [choice.duns];
    if (!(await this.allLinked(userId, named))) return refused({ kind: 'companyNotLinked' });
    const [first] = await this.entitlements.heldProducts(userId, applicationId, choice.duns);
    if (first === undefined) return refused({ kind: 'notEntitled' });
    if (!first.plaAccepted) return refused({ kind: 'agreementNotAccepted' });
    await this.entitlements.markProductOpened(userId, applicationId, first.duns ?? undefined);
    const url = demoProductUrl(this.publicUrl, String(applicationId), {
      flow: choice.flow,
      duns: choice.duns,
    });
    return { ok: true, url };
  }

  /** Marketing Hub single sign-on; every company the caller lists must be the user's. */
  async marketingHubUrl(
    userId: string,
    selection: HandOffSelection,
    dunsList: readonly string[],
  ): Promise<HandOffOutcome> {
    const choice = chooseFlow(selection.dunsNumber, selection.noDunsFlow, selection.pendingDuns);
    if (!choice.ok) return refused({ kind: 'flowInvalid', message: choice.message });
    const named = choice.duns === undefined ? dunsList : [choice.duns, ...dunsList];
    if (!(await this.allLinked(userId, named))) return refused({ kind: 'companyNotLinked' });
    // Marketing Hub is part of Duns Manager and Profile Manager, so that agreement is the one
    // checked (spec §4 "same agreement check"): declined or pending, for any company.
    if (
      await this.entitlements.hasAgreementOpen(userId, DUNS_MANAGER_APP_ID, DUNS_MANAGER_PRODUCT_ID)
    ) {
      return refused({ kind: 'agreementNotAccepted' });
    }
    const url = demoProductUrl(this.publicUrl, MARKETING_HUB, {
      flow: choice.flow,
      duns: choice.duns,
    });
    return { ok: true, url };
  }

  /** One of the user's subscriptions, for its company or for none. */
  async subscriptionUrl(
    userId: string,
    subscriberNumber: string,
    appId: number,
  ): Promise<HandOffOutcome> {
    const subscription = await this.purchases.findSubscription(userId, subscriberNumber, appId);
    if (!subscription) return refused({ kind: 'subscriptionNotFound' });
    const url = demoProductUrl(this.publicUrl, String(subscription.appId), {
      flow: subscription.duns === null ? 'noDuns' : 'duns',
      duns: subscription.duns ?? undefined,
      subscriber: subscription.subscriberNumber,
    });
    return { ok: true, url };
  }

  private async allLinked(userId: string, duns: readonly string[]): Promise<boolean> {
    for (const one of duns) if (!(await this.entitlements.isLinked(userId, one))) return false;
    return true;
  }
}
