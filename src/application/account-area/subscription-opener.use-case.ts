import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { TOKENS } from '../app.tokens';
import type { ProductHandOffs } from '../ports/product-hand-offs.port';
import type { Navigator } from '../ports/navigator.port';
import { Store } from '../view-model-store';

/** The subscription of My Subscriptions being opened, and whether its link could not be had. */
export type SubscriptionOpenerState =
  | { readonly status: 'idle' }
  | { readonly status: 'opening'; readonly subscriberNumber: string }
  | { readonly status: 'failed'; readonly subscriberNumber: string };

/** What opening a subscription needs of its row. */
export interface OpenableSubscription {
  readonly subscriberNumber: string;
  readonly appId: number;
}

/**
 * "Open" on an active subscription of My Subscriptions (spec §2, §7): GET /auth/accessSubscriptions
 * gives the URL that opens it, and the portal goes there as a product tile's hand-off does
 * (D-ACCT-UI-7). One at a time; a failure says so on that subscription and can be tried again.
 */
@injectable()
export class SubscriptionOpener extends Store<SubscriptionOpenerState> {
  constructor(
    @inject(TOKENS.ProductHandOffs) private readonly handOffs: ProductHandOffs,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
  ) {
    super({ status: 'idle' });
  }

  async open(subscription: OpenableSubscription): Promise<void> {
    if (this.snapshot.status === 'opening') return;
    const { subscriberNumber } = subscription;
    this.set({ status: 'opening', subscriberNumber });
    const url = await this.handOffs.subscriptionUrl(subscriberNumber, subscription.appId)();
    if (E.isLeft(url)) {
      this.set({ status: 'failed', subscriberNumber });
      return;
    }
    // The page is left: the state stays `opening`, so a second press does nothing meanwhile.
    this.navigator.assign(url.right);
  }
}
