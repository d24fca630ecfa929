import { findProduct, type Product } from '../../../src/domain/entitlements/product-catalogue';
import {
  needsHolders,
  tileOpening,
  type TileOpening,
  type TileOpeningFacts,
} from '../../../src/domain/entitlements/tile-opening';

const catalogued = (appId: number, productId?: number): Product => {
  const product = findProduct(appId, productId);
  if (product === undefined) throw new Error(`test data: no product ${appId}/${productId}`);
  return product;
};

const CREDIT_INSIGHTS = catalogued(294, 27);
const REGISTERED_SEAL = catalogued(274, 28);
const LIVELOGO = catalogued(288, 24);
const DPM = catalogued(154, 14624);

const facts = (overrides: Partial<TileOpeningFacts>): TileOpeningFacts => ({
  product: LIVELOGO,
  termsAccepted: true,
  entitlementDuns: undefined,
  waitsForDuns: false,
  selected: { kind: 'company', duns: '804735132' },
  ...overrides,
});

describe('opening a product tile — §2 modals and hand-offs, in the order of D-DASH-2', () => {
  it.each<[string, Partial<TileOpeningFacts>, TileOpening]>([
    [
      'terms not accepted: the product terms modal first, even for the Marketing Hub product',
      { product: DPM, termsAccepted: false },
      { kind: 'productTerms' },
    ],
    [
      'Duns Manager and Profile Manager opens the Marketing Hub (its single sign-on)',
      { product: DPM },
      { kind: 'marketingHub' },
    ],
    [
      'Credit Insights held for two companies: "open product for which company"',
      { product: CREDIT_INSIGHTS, holders: ['804735132', '060704780', '804735132'] },
      { kind: 'pickCompany', companies: ['804735132', '060704780'] },
    ],
    [
      'Registered Seal held for one company opens for it, whichever is selected',
      {
        product: REGISTERED_SEAL,
        holders: ['060704780'],
        selected: { kind: 'company', duns: '804735132' },
      },
      { kind: 'handOff', target: { kind: 'company', duns: '060704780' } },
    ],
    [
      'a special product waiting for its DUNS opens for the pending DUNS',
      { product: CREDIT_INSIGHTS, holders: ['060704780'], waitsForDuns: true },
      { kind: 'handOff', target: { kind: 'pendingDuns' } },
    ],
    [
      'a product of one company opens for that company',
      { entitlementDuns: '150483782' },
      { kind: 'handOff', target: { kind: 'company', duns: '150483782' } },
    ],
    [
      'a product of no company opens for the selected company',
      {},
      { kind: 'handOff', target: { kind: 'company', duns: '804735132' } },
    ],
    [
      'the placeholder selected: for the pending DUNS',
      { selected: { kind: 'pendingDuns' } },
      { kind: 'handOff', target: { kind: 'pendingDuns' } },
    ],
    [
      'no company at all',
      { selected: { kind: 'noCompany' } },
      { kind: 'handOff', target: { kind: 'noCompany' } },
    ],
    [
      'a product the catalogue does not know still opens',
      { product: undefined },
      { kind: 'handOff', target: { kind: 'company', duns: '804735132' } },
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(tileOpening(facts(overrides))).toEqual(expected);
  });

  it.each<[Product | undefined, boolean]>([
    [CREDIT_INSIGHTS, true],
    [REGISTERED_SEAL, true],
    [LIVELOGO, false],
    [undefined, false],
  ])('needs to know the holders of %j: %s (§9 special application ids)', (product, expected) => {
    expect(needsHolders(product)).toBe(expected);
  });
});
