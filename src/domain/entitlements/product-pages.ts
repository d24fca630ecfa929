import { PRODUCT_CATALOGUE, type Product, type ProductKey } from './product-catalogue';
import { RECOMMENDABLE_PRODUCTS } from './recommended-products';

// Spec §2 "Ad slots exist per country ... on ... a product page". The portal's product page
// (D-ADS-3) describes one product a business owner can buy: the ones the dashboard recommends and
// the AAA Diploma (whose purchase notification points at it), each at /products/<appId>.

export const PRODUCT_PAGE_PRODUCTS: readonly ProductKey[] = [
  ...RECOMMENDABLE_PRODUCTS,
  'aaaDiploma',
];

/** The route of a product page, its application id as the parameter. */
export const PRODUCT_PAGE_ROUTE = '/products/:appId';

export const productPagePath = (product: Product): string => `/products/${product.appId}`;

/** The product whose page `/products/<appId>` is, or undefined for an address of no product page. */
export const productWithPage = (appId: string | undefined): Product | undefined => {
  if (appId === undefined || !/^[1-9]\d{0,5}$/.test(appId)) return undefined;
  const id = Number(appId);
  return PRODUCT_CATALOGUE.find(
    (product) => product.appId === id && PRODUCT_PAGE_PRODUCTS.includes(product.key),
  );
};
