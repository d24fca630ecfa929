import {
  PRODUCT_CATALOGUE,
  productNamed,
  type Product,
  type ProductKey,
} from './product-catalogue';

// Spec §2 "Landing / My Apps: product tiles, recommended apps, ..." and §3's per-country
// "recommended products" link. Which products are recommended is D-DASH-4: the provider's products
// a business owner buys for themselves, in this order, less the ones the user already has.

export const RECOMMENDABLE_PRODUCTS: readonly ProductKey[] = [
  'creditInsights',
  'creditMonitor',
  'registeredSeal',
  'livelogo',
  'hoovers',
  'financeAnalytics',
];

/** At most this many recommendations: one row of tiles on a desktop. */
export const MAX_RECOMMENDATIONS = 3;

/** The products to recommend to a user who holds the named products. */
export const recommendedProducts = (heldProductNames: readonly string[]): readonly Product[] => {
  const held = new Set(
    heldProductNames.flatMap((name) => {
      const product = productNamed(name);
      return product === undefined ? [] : [product.key];
    }),
  );
  return RECOMMENDABLE_PRODUCTS.filter((key) => !held.has(key))
    .flatMap((key) => PRODUCT_CATALOGUE.filter((product) => product.key === key))
    .slice(0, MAX_RECOMMENDATIONS);
};

/**
 * A product's page on the country's product pages (§3 per-country "recommended products" link):
 * where its recommendation and its purchase notification lead.
 */
export const productPageUrl = (productPagesUrl: string, product: Product): string =>
  `${productPagesUrl}?product=${product.appId}`;
