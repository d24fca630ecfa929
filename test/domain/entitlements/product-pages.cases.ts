import {
  PRODUCT_PAGE_PRODUCTS,
  PRODUCT_PAGE_ROUTE,
  productPagePath,
  productWithPage,
} from '../../../src/domain/entitlements/product-pages';
import { PRODUCT_CATALOGUE } from '../../../src/domain/entitlements/product-catalogue';

describe('product pages — §2 "a product page" (D-ADS-3)', () => {
  it('the recommended products and the AAA Diploma have a page', () => {
    expect(PRODUCT_PAGE_PRODUCTS).toEqual([
      'creditInsights',
      'creditMonitor',
      'registeredSeal',
      'livelogo',
      'hoovers',
      'financeAnalytics',
      'aaaDiploma',
    ]);
  });

  it.each([
    ['252', 'creditMonitor', 'Credit Monitor'],
    ['294', 'creditInsights', 'Credit Insights, not its free variant of the same application'],
    ['306', 'aaaDiploma', 'AAA Diploma'],
    ['27', 'hoovers', 'Hoovers'],
  ])('/products/%s is %s (%s)', (appId, key, _why) => {
    expect(productWithPage(appId)?.key).toBe(key);
  });

  it.each([
    [undefined, 'no parameter'],
    ['154', 'a product without a page (Duns Manager)'],
    ['337', 'AAA Digital: bought with the Diploma, no page of its own'],
    ['0252', 'a leading zero'],
    ['252x', 'not digits'],
    ['', 'empty'],
    ['9999999', 'too long'],
  ])('no product page for %s (%s)', (appId, _why) => {
    expect(productWithPage(appId)).toBeUndefined();
  });

  it('each page is at /products/<appId>, and that address finds its product again', () => {
    expect(PRODUCT_PAGE_ROUTE).toBe('/products/:appId');
    for (const key of PRODUCT_PAGE_PRODUCTS) {
      const product = PRODUCT_CATALOGUE.find((entry) => entry.key === key);
      if (product === undefined) throw new Error(key);
      expect(productPagePath(product)).toBe(`/products/${product.appId}`);
      expect(productWithPage(String(product.appId))).toBe(product);
    }
  });
});
