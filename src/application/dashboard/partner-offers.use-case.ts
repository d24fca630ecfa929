import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import type { Partner } from '../../domain/navigation/partner-offers';
import { TOKENS } from '../app.tokens';
import { Store } from '../view-model-store';
import type { AccountGateway } from '../ports/account-gateway.port';
import type { PartnerOfferFeature } from '../ports/country-features.port';
import type { ProfileGateway } from '../ports/profile-gateway.port';

export type PartnerOfferState =
  | { readonly status: 'closed' }
  /**
   * The partner's terms (§3 "partner terms for three partners"), before the user goes to the
   * partner's site; `url` is undefined while the lender's own link is on its way.
   */
  | { readonly status: 'terms'; readonly partner: Partner; readonly url: string | undefined };

/**
 * The third-party offers (spec §1 small-business lender, insurance partner, banking partner): an
 * offer shows its partner's terms first; continuing opens the partner's site in a new tab. The
 * lender's link is made for the user (POST /auth/lendioAuth); if that call fails, the lender's
 * own site is offered instead (D-DASH-6).
 */
@injectable()
export class PartnerOffers extends Store<PartnerOfferState> {
  constructor(
    @inject(TOKENS.AccountGateway) private readonly account: AccountGateway,
    @inject(TOKENS.ProfileGateway) private readonly profiles: ProfileGateway,
  ) {
    super({ status: 'closed' });
  }

  async open(offer: PartnerOfferFeature): Promise<void> {
    if (offer.partner !== 'lendio') {
      this.set({ status: 'terms', partner: offer.partner, url: offer.url });
      return;
    }
    this.set({ status: 'terms', partner: offer.partner, url: undefined });
    const profile = await this.profiles.getUserProfile()();
    const made = E.isLeft(profile)
      ? profile
      : await this.account.lendioAuthUrl(profile.right.email)();
    const current = this.snapshot;
    // The user may have closed the terms, or opened another offer, while the link was made.
    if (current.status !== 'terms' || current.partner !== offer.partner) return;
    this.set({ ...current, url: E.isRight(made) ? made.right : offer.url });
  }

  close(): void {
    this.set({ status: 'closed' });
  }
}
