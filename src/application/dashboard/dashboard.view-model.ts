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
import { DUNS_APPLICATION_MAX_BUSINESS_DAYS } from '../../domain/companies/duns-number';
import { recommendedProducts } from '../../domain/entitlements/recommended-products';
import { productPagePath } from '../../domain/entitlements/product-pages';
import type { CountryCode } from '../../domain/locale/country';
import { adSlotOf, type AdSlotViewModel } from '../ads/ad-slot.view-model';
import type {
  CountryFeatureRecord,
  LinkedFeature,
  PartnerOfferFeature,
} from '../ports/country-features.port';
import type { EntitledProduct } from '../ports/entitlement-queries.port';
import { linkedUrl } from '../linked-url';
import { dunsApplicationProgressOf } from '../frame/assigned-companies';
import type { CompanySelectorState } from '../frame/company-selector.use-case';
import type { FrameUser } from '../frame/portal-frame.use-case';
import type { ProductOpenerState } from './product-opener.use-case';

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

/** A product the dashboard recommends (§2 "recommended apps"), linking to its product page. */
export interface RecommendedProductViewModel {
  readonly key: string;
  readonly title: string;
  readonly mark: string;
  readonly descriptionId: string;
  /** The portal's page of the product (D-ADS-3). */
  readonly path: string;
}

/** The sections below My Apps (§2 "recommended apps, marketplace"), each absent when it has nothing. */
export interface DashboardSections {
  readonly recommended: readonly RecommendedProductViewModel[];
  /**
   * The ad slot beside the recommendations (§2, §9 sizes), where the country has ads; its offer is
   * not about a product the selected company holds.
   */
  readonly recommendedAd: AdSlotViewModel | undefined;
  readonly exploreUrl: string | undefined;
  readonly marketplaceUrl: string | undefined;
  /** The country's recommended service (§3 feature record), offered beside the explore pages. */
  readonly recommendedServiceUrl: string | undefined;
  /** §1 third-party offers (small-business lender, insurance, banking), where the country has them. */
  readonly offers: readonly PartnerOfferFeature[];
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
      /** The country's add-company link (it opens in a new tab, then the portal signs out). */
      readonly addCompanyUrl: string | undefined;
      /**
       * The pending-DUNS popup (spec §2 modal): with the pending placeholder selected, once a
       * browser session; it says how long the application may take. Not while the DUNS
       * application is not complete: nothing is on its way yet (D-DUNSAPP-UI-4).
       */
      readonly pendingDunsPopup: { readonly maxBusinessDays: number } | undefined;
      readonly sections: DashboardSections;
    };

/** The country's features the dashboard shows (spec §3 per-country feature record). */
export type DashboardFeatures = Pick<
  CountryFeatureRecord,
  | 'addCompany'
  | 'recommendedProducts'
  | 'exploreTile'
  | 'marketplaceSection'
  | 'recommendedService'
  | 'partnerOffers'
>;

/** What the dashboard reads besides the frame, the selection and the tile being opened. */
export interface DashboardExtras {
  readonly features: DashboardFeatures;
  readonly pendingDunsPopupDismissed: boolean;
}

const OFF: LinkedFeature = { enabled: false };
/** Every feature off: before the frame knows the country, or when no extras are given. */
export const NO_DASHBOARD_FEATURES: DashboardFeatures = {
  addCompany: OFF,
  recommendedProducts: OFF,
  exploreTile: OFF,
  marketplaceSection: OFF,
  recommendedService: OFF,
  partnerOffers: [],
};
const NO_EXTRAS: DashboardExtras = {
  features: NO_DASHBOARD_FEATURES,
  pendingDunsPopupDismissed: true,
};

const sectionsOf = (
  country: CountryCode,
  features: DashboardFeatures,
  held: readonly EntitledProduct[],
): DashboardSections => {
  const recommended =
    linkedUrl(features.recommendedProducts) === undefined
      ? []
      : recommendedProducts(held.map((product) => product.productName)).map((product) => ({
          key: product.key,
          title: product.name,
          mark: productMark(product.name),
          descriptionId: productDescriptionId(product.key),
          path: productPagePath(product),
        }));
  return {
    recommended,
    recommendedAd:
      recommended.length > 0
        ? adSlotOf(
            'recommendedProducts',
            country,
            held.map((product) => product.appId),
          )
        : undefined,
    exploreUrl: linkedUrl(features.exploreTile),
    marketplaceUrl: linkedUrl(features.marketplaceSection),
    recommendedServiceUrl: linkedUrl(features.recommendedService),
    offers: features.partnerOffers,
  };
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
  | {
      readonly status: 'ready';
      readonly user: Pick<FrameUser, 'firstName'>;
      readonly country: CountryCode;
    };

export const toDashboardViewModel = (
  frame: FrameUserState,
  selection: CompanySelectorState,
  opener: ProductOpenerState,
  extras: DashboardExtras = NO_EXTRAS,
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
      hasDownloadableAssets: entitlement.assetsReady,
      hasNewFeature: entitlement.newFeature,
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
    addCompanyUrl: linkedUrl(extras.features.addCompany),
    pendingDunsPopup:
      selectedCompany === 'pending' &&
      pendingReason !== 'dunsApplicationNotComplete' &&
      !extras.pendingDunsPopupDismissed
        ? { maxBusinessDays: DUNS_APPLICATION_MAX_BUSINESS_DAYS }
        : undefined,
    sections: sectionsOf(frame.country, extras.features, entitlements.vboEntitlements),
  };
};
