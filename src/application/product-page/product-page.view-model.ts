import {
  findProduct,
  productDescriptionId,
  productNamed,
} from '../../domain/entitlements/product-catalogue';
import type { Product } from '../../domain/entitlements/product-catalogue';
import { productPageUrl } from '../../domain/entitlements/recommended-products';
import { SPEC_ROUTES } from '../../domain/navigation/route-access';
import type { CountryCode } from '../../domain/locale/country';
import { adSlotOf, type AdSlotViewModel } from '../ads/ad-slot.view-model';
import { productMark } from '../dashboard/dashboard.view-model';
import type { CompanySelectorState } from '../frame/company-selector.use-case';
import { linkedUrl } from '../linked-url';
import type { CountryFeatureRecord } from '../ports/country-features.port';
import type { EntitledProduct } from '../ports/entitlement-queries.port';

/** How the page leads to the product (D-ADS-3). */
export type ProductPurchase =
  /** The selected company has it: open it from My Apps. */
  | { readonly kind: 'held'; readonly myAppsPath: string }
  /** The country's product pages sell it (§3 "recommended products"), in a new tab. */
  | { readonly kind: 'buy'; readonly url: string }
  /** Where the country has no product pages, its customer support sells it (§3 "support"). */
  | { readonly kind: 'support'; readonly url: string }
  | { readonly kind: 'none' };

export type ProductPageViewModel =
  | { readonly screen: 'loading' }
  | { readonly screen: 'notFound'; readonly myAppsPath: string }
  | {
      readonly screen: 'product';
      readonly title: string;
      readonly mark: string;
      readonly descriptionId: string;
      readonly purchase: ProductPurchase;
      /** §2 "a product page" ad slot, where the country has one (D-DOM-17: the international set). */
      readonly ad: AdSlotViewModel | undefined;
    };

/** What the page reads: the user's country, the selection, the country's feature record. */
export interface ProductPageSource {
  readonly product: Product | undefined;
  readonly country: CountryCode | 'loading';
  readonly selection: CompanySelectorState;
  readonly features: Pick<CountryFeatureRecord, 'recommendedProducts' | 'support'> | undefined;
}

const MY_APPS = SPEC_ROUTES.home.path;

const isHeld = (product: Product, held: readonly EntitledProduct[]): boolean =>
  held.some(
    (entitlement) =>
      (
        findProduct(entitlement.appId, entitlement.productId) ??
        productNamed(entitlement.productName)
      )?.key === product.key,
  );

const purchaseOf = (
  product: Product,
  held: readonly EntitledProduct[],
  features: ProductPageSource['features'],
): ProductPurchase => {
  if (isHeld(product, held)) return { kind: 'held', myAppsPath: MY_APPS };
  const productPages = features && linkedUrl(features.recommendedProducts);
  if (productPages !== undefined)
    return { kind: 'buy', url: productPageUrl(productPages, product) };
  const support = features && linkedUrl(features.support);
  return support === undefined ? { kind: 'none' } : { kind: 'support', url: support };
};

/**
 * The product page (spec §2 "a product page", D-ADS-3): the product, how to get it or that the
 * selected company has it, and the country's product-page ad slot, whose offer is about neither
 * this product nor one the company holds.
 */
export const toProductPageViewModel = (source: ProductPageSource): ProductPageViewModel => {
  const { product, country, selection } = source;
  if (product === undefined) return { screen: 'notFound', myAppsPath: MY_APPS };
  if (country === 'loading' || selection.status !== 'ready') return { screen: 'loading' };
  const held = selection.entitlements.vboEntitlements;
  return {
    screen: 'product',
    title: product.name,
    mark: productMark(product.name),
    descriptionId: productDescriptionId(product.key),
    purchase: purchaseOf(product, held, source.features),
    ad: adSlotOf('productPage', country, [
      product.appId,
      ...held.map((entitlement) => entitlement.appId),
    ]),
  };
};
