import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { isPendingPlaceholder } from '../../domain/companies/company';
import {
  findProduct,
  productNamed,
  type Product,
} from '../../domain/entitlements/product-catalogue';
import { needsHolders, tileOpening, type TileTarget } from '../../domain/entitlements/tile-opening';
import { TOKENS } from '../app.tokens';
import { Store } from '../view-model-store';
import type { EntitledProduct, EntitlementQueries } from '../ports/entitlement-queries.port';
import type { ProductHandOffs } from '../ports/product-hand-offs.port';
import type { TermsGateway } from '../ports/terms-gateway.port';
import type { Navigator } from '../ports/navigator.port';
import { CompanySelector } from '../frame/company-selector.use-case';
import { FrameActions } from '../frame/frame-actions.use-case';

/** The tile being opened: its entitlement, and the key the dashboard knows it by. */
export interface OpenedTile {
  readonly key: string;
  readonly entitlement: EntitledProduct;
}

export interface PickableCompany {
  readonly duns: string;
  readonly businessName: string;
}

export type ProductOpenerState =
  | { readonly status: 'idle' }
  | { readonly status: 'opening'; readonly tile: OpenedTile }
  /** §2 company picker: "open product for which company". */
  | {
      readonly status: 'picking';
      readonly tile: OpenedTile;
      readonly companies: readonly PickableCompany[];
      readonly preselected: string | undefined;
    }
  /** §2 product terms modal: accept or decline. */
  | {
      readonly status: 'terms';
      readonly tile: OpenedTile;
      readonly agreementText: string;
      readonly deciding: boolean;
    }
  /** §4 "Declining product terms shows access unavailable": with a way back to the terms. */
  | { readonly status: 'declined'; readonly tile: OpenedTile }
  | { readonly status: 'failed'; readonly tile: OpenedTile };

const catalogueEntryOf = (entitlement: EntitledProduct): Product | undefined =>
  findProduct(entitlement.appId, entitlement.productId) ?? productNamed(entitlement.productName);

const sameProduct = (a: EntitledProduct, b: EntitledProduct): boolean =>
  a.appId === b.appId && a.productId === b.productId;

/**
 * What a click on a product tile does (spec §2, §4; the order is the domain's tileOpening,
 * D-DASH-2): the product terms modal first when they are not accepted, the Marketing Hub for its
 * product, the company picker for a product the user holds for several companies, then the
 * hand-off (getNavigateUrl) for the right company.
 */
@injectable()
export class ProductOpener extends Store<ProductOpenerState> {
  constructor(
    @inject(CompanySelector) private readonly selector: CompanySelector,
    @inject(FrameActions) private readonly frameActions: FrameActions,
    @inject(TOKENS.EntitlementQueries) private readonly queries: EntitlementQueries,
    @inject(TOKENS.ProductHandOffs) private readonly handOffs: ProductHandOffs,
    @inject(TOKENS.TermsGateway) private readonly terms: TermsGateway,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
  ) {
    super({ status: 'idle' });
  }

  /** A click on a tile. */
  async open(tile: OpenedTile): Promise<void> {
    if (this.isBusy() || this.selector.snapshot.status !== 'ready') return;
    const product = catalogueEntryOf(tile.entitlement);
    let holders: readonly PickableCompany[] | undefined;
    if (tile.entitlement.termsAccepted && needsHolders(product)) {
      this.set({ status: 'opening', tile });
      holders = await this.holdersOf(tile.entitlement);
      if (holders === undefined) {
        this.set({ status: 'failed', tile });
        return;
      }
    }
    const opening = this.decide(tile, product, holders);
    switch (opening.kind) {
      case 'productTerms':
        this.showTerms(tile);
        return;
      case 'marketingHub':
        this.set({ status: 'idle' });
        await this.frameActions.openTab('marketingHub');
        return;
      case 'pickCompany':
        this.set({
          status: 'picking',
          tile,
          companies: (holders ?? []).filter((held) => opening.companies.includes(held.duns)),
          preselected: this.selectedDuns(),
        });
        return;
      case 'handOff':
        await this.handOff(tile, opening.target);
        return;
    }
  }

  /** The company chosen in the picker. */
  async chooseCompany(duns: string): Promise<void> {
    const current = this.snapshot;
    if (current.status !== 'picking') return;
    await this.handOff(current.tile, { kind: 'company', duns });
  }

  /** The user's answer in the product terms modal: accepting records it and opens the product. */
  async decideTerms(accepted: boolean): Promise<void> {
    const current = this.snapshot;
    if (current.status !== 'terms' || current.deciding) return;
    this.set({ ...current, deciding: true });
    const { tile } = current;
    const decided = await this.terms.decideProductTerms({
      duns: tile.entitlement.duns ?? this.selectedDuns(),
      appId: tile.entitlement.appId,
      accepted,
    })();
    if (E.isLeft(decided)) {
      this.set({ status: 'failed', tile });
      return;
    }
    if (!decided.right.accessAvailable) {
      this.set({ status: 'declined', tile });
      return;
    }
    // The pill and the agreement state come from the entitlements: read them again.
    await this.selector.load();
    this.set({ status: 'idle' });
    await this.open({ ...tile, entitlement: { ...tile.entitlement, termsAccepted: true } });
  }

  /** From "access unavailable" back to the terms, to accept them after all. */
  reviewTerms(): void {
    const current = this.snapshot;
    if (current.status === 'declined') this.showTerms(current.tile);
  }

  dismiss(): void {
    this.set({ status: 'idle' });
  }

  /** The user's companies that hold the entitlement's product, by name; undefined if unknown. */
  private async holdersOf(
    entitlement: EntitledProduct,
  ): Promise<readonly PickableCompany[] | undefined> {
    const all = await this.queries.allEntitlements()();
    if (E.isLeft(all)) return undefined;
    const names = new Map(
      all.right.companies.map((company) => [company.duns, company.businessName]),
    );
    const holders = new Set(
      all.right.vboEntitlements
        .filter((held) => sameProduct(held, entitlement))
        .flatMap((held) => (held.duns === undefined ? [] : [held.duns])),
    );
    return [...holders].map((duns) => ({ duns, businessName: names.get(duns) ?? duns }));
  }

  private decide(
    tile: OpenedTile,
    product: Product | undefined,
    holders: readonly PickableCompany[] | undefined,
  ) {
    const selection = this.selector.snapshot;
    const selected = selection.status === 'ready' ? selection.selected : undefined;
    return tileOpening({
      product,
      termsAccepted: tile.entitlement.termsAccepted,
      entitlementDuns: tile.entitlement.duns,
      waitsForDuns: tile.entitlement.status === 'pending',
      selected:
        selected === undefined
          ? { kind: 'noCompany' }
          : isPendingPlaceholder(selected)
            ? { kind: 'pendingDuns' }
            : { kind: 'company', duns: selected.profileDetails.dunsNumber },
      ...(holders === undefined ? {} : { holders: holders.map((held) => held.duns) }),
    });
  }

  private selectedDuns(): string | undefined {
    const selection = this.selector.snapshot;
    const selected = selection.status === 'ready' ? selection.selected : undefined;
    return selected === undefined || isPendingPlaceholder(selected)
      ? undefined
      : selected.profileDetails.dunsNumber;
  }

  /**
   * The agreement text the entitlement object carries is the one to accept next (its first product
   * not yet accepted): shown when that is this tile's product, else the modal names the product only.
   */
  private showTerms(tile: OpenedTile): void {
    const selection = this.selector.snapshot;
    const entitlements = selection.status === 'ready' ? selection.entitlements : undefined;
    const next = entitlements?.vboEntitlements.find((held) => !held.termsAccepted);
    const agreementText =
      next !== undefined && sameProduct(next, tile.entitlement)
        ? (entitlements?.pla.plaContent ?? '')
        : '';
    this.set({ status: 'terms', tile, agreementText, deciding: false });
  }

  private isBusy(): boolean {
    const current = this.snapshot;
    return current.status === 'opening' || (current.status === 'terms' && current.deciding);
  }

  private async handOff(tile: OpenedTile, target: TileTarget): Promise<void> {
    this.set({ status: 'opening', tile });
    const answer = await this.handOffs.navigateUrl({
      applicationId: tile.entitlement.appId,
      target,
    })();
    if (E.isLeft(answer)) {
      this.set({ status: 'failed', tile });
      return;
    }
    if (answer.right.kind === 'termsNotAccepted') {
      this.showTerms(tile);
      return;
    }
    this.set({ status: 'idle' });
    this.navigator.assign(answer.right.url);
  }
}
