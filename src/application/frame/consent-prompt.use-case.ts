import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { TOKENS } from '../app.tokens';
import { Store } from '../view-model-store';
import type { AccountGateway } from '../ports/account-gateway.port';
import type { TermsGateway } from '../ports/terms-gateway.port';
import type { ProfileGateway } from '../ports/profile-gateway.port';

/** The platform the consent is given on: the portal is the web (spec §3 "Consent payload: os"). */
export const CONSENT_PLATFORM = 'web';

export type ConsentPromptState =
  /** Not asked yet, or nothing to ask: the Terms of Use and Privacy Policy are accepted. */
  | { readonly status: 'closed' }
  /** §2 modal "terms-of-use and privacy consent (proceed or log out)". */
  | {
      readonly status: 'asking';
      /** The optional marketing consent (bloomreachConsent), unticked until the user ticks it. */
      readonly marketingConsent: boolean;
      readonly submitting: boolean;
      readonly failed: boolean;
    };

/**
 * The terms-of-use and privacy consent (spec §2 modal, D-CONSENT-1): a user who has not accepted
 * the current Terms of Use and Privacy Policy is asked before using the portal; proceeding makes
 * the consent call (which accepts them, with the optional marketing consent), and the other way
 * out is to log out.
 */
@injectable()
export class ConsentPrompt extends Store<ConsentPromptState> {
  constructor(
    @inject(TOKENS.TermsGateway) private readonly terms: TermsGateway,
    @inject(TOKENS.AccountGateway) private readonly account: AccountGateway,
    @inject(TOKENS.ProfileGateway) private readonly profiles: ProfileGateway,
  ) {
    super({ status: 'closed' });
  }

  /**
   * Asks when a legal document is not accepted in its current version. If the terms cannot be
   * read, nothing is asked: the backend refuses what needs them, and the portal stays usable.
   */
  async check(): Promise<void> {
    const legal = await this.terms.legalTerms()();
    const pending =
      E.isRight(legal) &&
      legal.right.legalDocuments.some((document) => document.status === 'pending');
    this.set(
      pending
        ? { status: 'asking', marketingConsent: false, submitting: false, failed: false }
        : { status: 'closed' },
    );
  }

  setMarketingConsent(given: boolean): void {
    const current = this.snapshot;
    if (current.status === 'asking') this.set({ ...current, marketingConsent: given });
  }

  /** Proceed: the consent call, then the terms read again (closed once they are accepted). */
  async proceed(): Promise<void> {
    const current = this.snapshot;
    if (current.status !== 'asking' || current.submitting) return;
    this.set({ ...current, submitting: true, failed: false });
    const profile = await this.profiles.getUserProfile()();
    const recorded = E.isLeft(profile)
      ? profile
      : await this.account.recordConsent({
          email: profile.right.email,
          os: CONSENT_PLATFORM,
          bloomreachConsent: current.marketingConsent,
        })();
    if (E.isLeft(recorded)) {
      this.set({ ...current, submitting: false, failed: true });
      return;
    }
    await this.check();
  }
}
