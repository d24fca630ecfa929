import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { isPendingPlaceholder, type Company } from '../../domain/companies/company';
import { creditTabAction } from '../../domain/navigation/credit-tab';
import { plaPendingProducts } from '../../domain/entitlements/entitlement-flags';
import { marketingHubTabAction } from '../../domain/navigation/marketing-hub-tab';
import type { PartnerLink } from '../../domain/navigation/partner-links';
import {
  PRODUCT_CATALOGUE,
  type Product,
  type ProductKey,
} from '../../domain/entitlements/product-catalogue';
import { TOKENS } from '../app.tokens';
import { Store } from '../view-model-store';
import type { Analytics } from '../ports/analytics.port';
import type {
  HandOffTarget,
  ProductHandOff,
  ProductHandOffs,
} from '../ports/product-hand-offs.port';
import type { TermsGateway } from '../ports/terms-gateway.port';
import type { Navigator } from '../ports/navigator.port';
import type { ServiceError } from '../ports/service-error';
import { CompanySelector } from './company-selector.use-case';

/** The two tabs that hand the user to a product after an agreement check (spec §4). */
export type ProductTab = 'credit' | 'marketingHub';

export type FrameActionState =
  | { readonly status: 'idle' }
  | { readonly status: 'opening'; readonly tab: ProductTab }
  /** The product's licence agreement is not accepted: the agreement prompt is open with its text. */
  | {
      readonly status: 'agreement';
      readonly tab: ProductTab;
      readonly productName: string;
      readonly agreementText: string;
      readonly deciding: boolean;
    }
  /** §8 "Declining terms: access unavailable". */
  | { readonly status: 'declined'; readonly tab: ProductTab }
  | { readonly status: 'failed'; readonly tab: ProductTab };

/** Whose agreement each tab checks (D-DOM-3): Credit Insights, and Duns Manager and Profile Manager. */
const AGREEMENT_PRODUCT: Readonly<Record<ProductTab, ProductKey>> = {
  credit: 'creditInsights',
  marketingHub: 'dunsManagerAndProfileManager',
};

const catalogueEntry = (key: ProductKey): Product => {
  const product = PRODUCT_CATALOGUE.find((entry) => entry.key === key);
  if (product === undefined) throw new Error(`no catalogue entry for ${key}`);
  return product;
};
const appIdOf = (key: ProductKey): number => catalogueEntry(key).appId;

const handOffTarget = (selected: Company | undefined): HandOffTarget => {
  if (selected === undefined) return { kind: 'noCompany' };
  if (isPendingPlaceholder(selected)) return { kind: 'pendingDuns' };
  return { kind: 'company', duns: selected.profileDetails.dunsNumber };
};

/**
 * What the frame's clicks do (spec §2, §4): the Credit and Marketing Hub tabs check the product's
 * agreement and then hand the user to the product for the selected company; partner-link clicks
 * are tracked as "<link>Clicked".
 */
@injectable()
export class FrameActions extends Store<FrameActionState> {
  constructor(
    @inject(CompanySelector) private readonly selector: CompanySelector,
    @inject(TOKENS.ProductHandOffs) private readonly handOffs: ProductHandOffs,
    @inject(TOKENS.TermsGateway) private readonly terms: TermsGateway,
    @inject(TOKENS.Analytics) private readonly analytics: Analytics,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
  ) {
    super({ status: 'idle' });
  }

  /** A click on the Credit or Marketing Hub tab. */
  async openTab(tab: ProductTab): Promise<void> {
    const selection = this.selector.snapshot;
    if (selection.status !== 'ready' || this.isBusy()) return;
    const pending = plaPendingProducts(selection.entitlements);
    if (tab === 'credit') {
      if (creditTabAction(pending).type === 'showAgreement') {
        this.showAgreement(tab);
        return;
      }
      this.analytics.track({ kind: 'creditTabClicked' });
      await this.handOff(tab, () =>
        this.handOffs.navigateUrl({
          applicationId: appIdOf(AGREEMENT_PRODUCT.credit),
          target: handOffTarget(selection.selected),
        }),
      );
      return;
    }
    const action = marketingHubTabAction({
      pending,
      deepLinkUrl: '',
      selected: selection.selected,
      companies: selection.companies,
    });
    switch (action.type) {
      case 'showAgreement':
        this.showAgreement(tab);
        return;
      case 'goToDeepLink':
        this.navigator.assign(action.url);
        return;
      case 'requestSingleSignOn':
        await this.handOff(tab, () => this.handOffs.marketingHubSso(action.request));
        return;
    }
  }

  /** The user's answer in the agreement prompt: accepting continues to the product. */
  async decideAgreement(accepted: boolean): Promise<void> {
    const current = this.snapshot;
    if (current.status !== 'agreement' || current.deciding) return;
    const selection = this.selector.snapshot;
    if (selection.status !== 'ready') return;
    this.set({ ...current, deciding: true });
    const selected = selection.selected;
    const duns =
      selected === undefined || isPendingPlaceholder(selected)
        ? undefined
        : selected.profileDetails.dunsNumber;
    const decided = await this.terms.decideProductTerms({
      duns,
      appId: appIdOf(AGREEMENT_PRODUCT[current.tab]),
      accepted,
    })();
    if (E.isLeft(decided)) {
      this.set({ status: 'failed', tab: current.tab });
      return;
    }
    if (!decided.right.accessAvailable) {
      this.set({ status: 'declined', tab: current.tab });
      return;
    }
    await this.selector.load();
    this.set({ status: 'idle' });
    await this.openTab(current.tab);
  }

  /** Closes the prompt or the message about the last click. */
  dismiss(): void {
    this.set({ status: 'idle' });
  }

  partnerLinkClicked(link: PartnerLink): void {
    this.analytics.track({ kind: 'partnerLinkClicked', link });
  }

  private showAgreement(tab: ProductTab): void {
    const selection = this.selector.snapshot;
    this.set({
      status: 'agreement',
      tab,
      productName: catalogueEntry(AGREEMENT_PRODUCT[tab]).name,
      agreementText:
        selection.status === 'ready' ? (selection.entitlements.pla?.plaContent ?? '') : '',
      deciding: false,
    });
  }

  private isBusy(): boolean {
    const current = this.snapshot;
    return current.status === 'opening' || (current.status === 'agreement' && current.deciding);
  }

  private async handOff(
    tab: ProductTab,
    request: () => TaskEither<ServiceError, ProductHandOff>,
  ): Promise<void> {
    this.set({ status: 'opening', tab });
    const answer = await request()();
    if (E.isLeft(answer)) {
      this.set({ status: 'failed', tab });
      return;
    }
    if (answer.right.kind === 'termsNotAccepted') {
      this.showAgreement(tab);
      return;
    }
    this.set({ status: 'idle' });
    this.navigator.assign(answer.right.url);
  }
}
