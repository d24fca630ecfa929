import fc from 'fast-check';
import {
  PRODUCT_CATALOGUE,
  productNamed,
} from '../../../src/domain/entitlements/product-catalogue';
import {
  MAX_RECOMMENDATIONS,
  RECOMMENDABLE_PRODUCTS,
  productPageUrl,
  recommendedProducts,
} from '../../../src/domain/entitlements/recommended-products';

describe('recommended apps — §2 "recommended apps", D-DASH-4', () => {
  it.each<[string, string[], string[]]>([
    ['nothing held: the first three', [], ['creditInsights', 'creditMonitor', 'registeredSeal']],
    [
      'what the user holds is not recommended (names read as the catalogue does)',
      ['credit  insights', 'Registered Seal'],
      ['creditMonitor', 'livelogo', 'hoovers'],
    ],
    [
      'us.owner (Credit Insights, Credit Monitor, Registered Seal, DPM, AAA Diploma)',
      [
        'Credit Insights',
        'Credit Monitor',
        'Registered Seal',
        'Duns Manager and Profile Manager',
        'AAA Diploma',
      ],
      ['livelogo', 'hoovers', 'financeAnalytics'],
    ],
    [
      'a product the catalogue does not know changes nothing',
      ['Mystery'],
      ['creditInsights', 'creditMonitor', 'registeredSeal'],
    ],
  ])('%s', (_case, held, expected) => {
    expect(recommendedProducts(held).map((product) => product.key)).toEqual(expected);
  });

  it('never recommends a held product, never more than three, never twice', () => {
    const names = PRODUCT_CATALOGUE.map((product) => product.name);
    fc.assert(
      fc.property(fc.subarray(names), (held) => {
        const keys = recommendedProducts(held).map((product) => product.key);
        expect(keys.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS);
        expect(new Set(keys).size).toBe(keys.length);
        for (const key of keys) {
          expect(RECOMMENDABLE_PRODUCTS).toContain(key);
          expect(held).not.toContain(PRODUCT_CATALOGUE.find((p) => p.key === key)?.name);
        }
      }),
    );
  });
});

describe('a product’s page — §3 per-country "recommended products" link', () => {
  it.each([
    [
      'AAA Diploma',
      'https://shop.example.com/products',
      'https://shop.example.com/products?product=306',
    ],
    ['Credit Monitor', 'https://www.example.co.uk/p', 'https://www.example.co.uk/p?product=252'],
  ])('%s on %s → %s', (name, base, expected) => {
    const product = productNamed(name);
    expect(product && productPageUrl(base, product)).toBe(expected);
  });
});
