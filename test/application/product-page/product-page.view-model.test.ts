import { toProductPageViewModel } from '../../../src/application/product-page/product-page.view-model';
import type { CompanySelectorState } from '../../../src/application/frame/company-selector.use-case';
import type { EntitledProduct } from '../../../src/application/ports/entitlement-queries.port';
import { productWithPage } from '../../../src/domain/entitlements/product-pages';
import { ACME, entitled, entitlementsFor } from '../frame-fakes';

// Spec §2 "a product page" with its ad slot (D-ADS-3), §3 "recommended products" and "support".

const ready = (held: EntitledProduct[]): CompanySelectorState => ({
  status: 'ready',
  companies: [],
  selected: undefined,
  entitlements: entitlementsFor(ACME.duns, [ACME], { vboEntitlements: held }),
  switching: false,
});

const link = (url: string) => ({ enabled: true, url }) as const;
const FEATURES = {
  recommendedProducts: link('https://provider.example/cz/products/recommended'),
  support: link('https://provider.example/cz/customer-support'),
};

const page = (
  appId: string | undefined,
  overrides: Partial<Parameters<typeof toProductPageViewModel>[0]> = {},
) =>
  toProductPageViewModel({
    product: productWithPage(appId),
    country: 'CZ',
    selection: ready([]),
    features: FEATURES,
    ...overrides,
  });

describe('the product page', () => {
  it('describes the product and leads to the country’s product page to get it, beside the ad slot', () => {
    expect(page('306', { selection: ready([entitled('Livelogo', 288, 24)]) })).toMatchObject({
      screen: 'product',
      title: 'AAA Diploma',
      mark: 'AD',
      descriptionId: 'product.aaaDiploma.description',
      purchase: {
        kind: 'buy',
        url: 'https://provider.example/cz/products/recommended?product=306',
      },
      ad: {
        placement: 'productPage',
        country: 'CZ',
        sizes: { mobile: { width: 300, height: 100 } },
        // Neither this product nor one the company holds.
        exclude: [288, 306],
      },
    });
  });

  it('says the company has it, and leads to My Apps', () => {
    expect(
      page('252', { selection: ready([entitled('Credit Monitor', 252, 14176)]) }),
    ).toMatchObject({
      purchase: { kind: 'held', myAppsPath: '/' },
    });
  });

  it('the free Credit Insights is not Credit Insights', () => {
    expect(
      page('294', { selection: ready([entitled('Credit Insights Free', 294, 14706)]) }),
    ).toMatchObject({ purchase: { kind: 'buy' } });
  });

  it('where the country has no product pages, its customer support sells it; with neither, nothing', () => {
    expect(
      page('274', {
        country: 'CA',
        features: { ...FEATURES, recommendedProducts: { enabled: false } },
      }),
    ).toMatchObject({
      purchase: { kind: 'support', url: 'https://provider.example/cz/customer-support' },
      // D-DOM-17: the product page's ads are the international set's.
      ad: undefined,
    });
    expect(
      page('274', {
        features: { recommendedProducts: { enabled: false }, support: { enabled: false } },
      }),
    ).toMatchObject({ purchase: { kind: 'none' } });
  });

  it('is loading until the frame and the selection are, and "not found" for an address of no product', () => {
    expect(page('252', { country: 'loading' })).toEqual({ screen: 'loading' });
    expect(page('252', { selection: { status: 'loading' } })).toEqual({ screen: 'loading' });
    expect(page('154')).toEqual({ screen: 'notFound', myAppsPath: '/' });
    expect(page(undefined, { country: 'loading' })).toEqual({
      screen: 'notFound',
      myAppsPath: '/',
    });
  });
});
