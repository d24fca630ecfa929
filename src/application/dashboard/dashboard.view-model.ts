import { isPendingPlaceholder } from '../../domain/companies/company';
import { pendingCompanyReason } from '../../domain/companies/company-list';
import {
  findProduct,
  opensForChosenCompany,
  productDescriptionId,
  productNamed,
} from '../../domain/entitlements/product-catalogue';
import {
  tileCompanyState,
  tilePill,
  tilePillMessage,
  tilePillTone,
  type PillTone,
  type SelectedCompanyState,
} from '../../domain/entitlements/tile-pill';
import type { EntitledProduct } from '../ports/entitlement-queries.port';
import { dunsApplicationProgressOf } from '../frame/assigned-companies';
import type { CompanySelectorState } from '../frame/company-selector';
import type { FrameUser } from '../frame/portal-frame';
import type { ProductOpenerState } from './product-opener';

export interface TilePillViewModel {
  readonly id: string;
  readonly values: Readonly<Record<string, number>>;
  readonly tone: PillTone;
}

export interface ProductTileViewModel {
  readonly key: string;
  readonly title: string;
  /** The product mark's letters (the design brief's initials in a tinted square). */
  readonly mark: string;
  readonly descriptionId: string | undefined;
  readonly pill: TilePillViewModel | undefined;
  /** The company the product is for, when it names one other than the selected company. */
  readonly companyName: string | undefined;
  /** This tile's click is being handled (its hand-off is on the way). */
  readonly opening: boolean;
  readonly entitlement: EntitledProduct;
}

/** What the dashboard shows when there is no tile: lead to Get-a-DUNS, or say there is none. */
export type DashboardEmptyState = 'noCompany' | 'noProducts';

export type DashboardViewModel =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | {
      readonly status: 'ready';
      readonly firstName: string;
      /** The selected company's name under the welcome (the design brief), or none. */
      readonly companyName: string | undefined;
      readonly companyPending: boolean;
      readonly tiles: readonly ProductTileViewModel[];
      readonly empty: DashboardEmptyState | undefined;
      /** A company switch is under way: the tiles are the previous company's. */
      readonly switching: boolean;
    };

/** "Credit Insights" → "CI", "ZETA" → "ZE", "AAA Diploma" → "AD". */
export const productMark = (title: string): string => {
  const words = title.split(/[\s-]+/).filter((word) => word !== '');
  const letters =
    words.length > 1 ? words.slice(0, 2).map((word) => word[0] ?? '') : [...(words[0] ?? '')];
  return letters.slice(0, 2).join('').toUpperCase();
};

const selectedState = (selection: Extract<CompanySelectorState, { status: 'ready' }>) => {
  const selected = selection.selected;
  const state: SelectedCompanyState =
    selected === undefined ? 'none' : isPendingPlaceholder(selected) ? 'pending' : 'ready';
  return state;
};

/**
 * The dashboard (spec §2 "Landing / My Apps"): the welcome with the user's name, the selected
 * company, and a tile per product of the selected company (and the products waiting for a
 * company), each with its description and the one pill the domain's rules give it.
 */
/** What the dashboard reads of the frame's state (PortalFrameState fits it). */
export type FrameUserState =
  | { readonly status: 'loading' | 'failed' }
  | { readonly status: 'ready'; readonly user: Pick<FrameUser, 'firstName'> };

export const toDashboardViewModel = (
  frame: FrameUserState,
  selection: CompanySelectorState,
  opener: ProductOpenerState,
): DashboardViewModel => {
  if (frame.status === 'failed' || selection.status === 'failed') return { status: 'error' };
  if (frame.status !== 'ready' || selection.status !== 'ready') return { status: 'loading' };
  const { entitlements, selected } = selection;
  const companyNames = new Map(
    entitlements.companies.map((company) => [company.duns, company.businessName]),
  );
  const pendingReason = pendingCompanyReason(entitlements, dunsApplicationProgressOf(entitlements));
  const selectedCompany = selectedState(selection);
  const openingKey = opener.status === 'opening' ? opener.tile.key : undefined;
  // The welcome names the selected company: a tile names its company only when it is another.
  const selectedDuns =
    selectedCompany === 'ready' ? selected?.profileDetails.dunsNumber : undefined;
  const tiles = entitlements.vboEntitlements.map((entitlement, index): ProductTileViewModel => {
    const product =
      findProduct(entitlement.appId, entitlement.productId) ??
      productNamed(entitlement.productName);
    const key = `${entitlement.appId}-${entitlement.productId ?? 'none'}-${entitlement.duns ?? 'none'}-${index}`;
    const pill = tilePill({
      company: tileCompanyState(entitlement.status === 'pending', selectedCompany, pendingReason),
      needsCompany: product !== undefined && opensForChosenCompany(product),
      termsAccepted: entitlement.termsAccepted,
      ...(entitlement.trialDaysLeft === undefined
        ? {}
        : { trialDaysLeft: entitlement.trialDaysLeft }),
      hasDownloadableAssets: false,
      hasNewFeature: false,
    });
    const message = pill === undefined ? undefined : tilePillMessage(pill);
    return {
      key,
      title: entitlement.productName,
      mark: productMark(entitlement.productName),
      descriptionId: product === undefined ? undefined : productDescriptionId(product.key),
      pill:
        pill === undefined || message === undefined
          ? undefined
          : { id: message.id, values: message.values ?? {}, tone: tilePillTone(pill) },
      companyName:
        entitlement.duns === undefined || entitlement.duns === selectedDuns
          ? undefined
          : companyNames.get(entitlement.duns),
      opening: openingKey === key,
      entitlement,
    };
  });
  return {
    status: 'ready',
    firstName: frame.user.firstName,
    companyName: selectedCompany === 'ready' ? selected?.summary.businessName : undefined,
    companyPending: selectedCompany === 'pending',
    tiles,
    empty: tiles.length > 0 ? undefined : selectedCompany === 'none' ? 'noCompany' : 'noProducts',
    switching: selection.switching,
  };
};
