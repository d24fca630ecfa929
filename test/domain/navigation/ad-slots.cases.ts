import {
  AD_SIZES,
  INTERNATIONAL_AD_COUNTRIES,
  adSlot,
} from '../../../src/domain/navigation/ad-slots';

describe('ad slots — §2 "Ad slots exist per country for desktop, tablet and mobile" with the §9 sizes (D-DOM-17)', () => {
  it.each([
    ['offers', 'desktop', 364, 422, '"offers desktop 364x422"'],
    ['offers', 'tablet', 339, 456, '"tablet 339x456"'],
    ['offers', 'mobile', 327, 422, '"mobile 327x422"'],
    ['getADuns', 'desktop', 426, 392, '"another set 426x392"'],
    ['getADuns', 'tablet', 385, 436, '"385x436"'],
    ['getADuns', 'mobile', 343, 438, '"343x438"'],
    ['recommendedProducts', 'desktop', 300, 250, '"recommended 300x250"'],
    ['recommendedProducts', 'tablet', 300, 250, '"recommended 300x250"'],
    ['recommendedProducts', 'mobile', 300, 100, '"and 300x100"'],
    ['productPage', 'desktop', 300, 250, 'the product page uses the recommended sizes'],
    ['productPage', 'mobile', 300, 100, 'the product page uses the recommended sizes'],
  ] as const)('%s on %s is %sx%s: %s', (placement, device, width, height, _sentence) => {
    expect(AD_SIZES[placement][device]).toEqual({ width, height });
  });

  it('§6 "international set GB, IE, HU, PL, CZ, CH, SI, SE, DK, NO, FI"', () => {
    expect([...INTERNATIONAL_AD_COUNTRIES].sort()).toEqual([
      'CH',
      'CZ',
      'DK',
      'FI',
      'GB',
      'HU',
      'IE',
      'NO',
      'PL',
      'SE',
      'SI',
    ]);
  });

  it.each([
    ['offers', 'US', true, '"mostly US"'],
    ['offers', 'CA', false, 'offers are US-only'],
    ['getADuns', 'US', true, '"some US, CA, GB, IE"'],
    ['getADuns', 'CA', true, '"some US, CA, GB, IE"'],
    ['getADuns', 'GB', true, '"some US, CA, GB, IE"'],
    ['getADuns', 'IE', true, '"some US, CA, GB, IE"'],
    ['getADuns', 'HU', false, 'not in the get-a-DUNS set'],
    ['recommendedProducts', 'US', true, 'US and the international set'],
    ['recommendedProducts', 'FI', true, 'US and the international set'],
    ['recommendedProducts', 'CA', false, 'not Canada'],
    ['productPage', 'PL', true, 'the international set'],
    ['productPage', 'US', false, 'the international set only'],
  ] as const)('%s in %s: %s (%s)', (placement, country, shown, _sentence) => {
    expect(adSlot(placement, 'desktop', country)).toEqual(
      shown ? AD_SIZES[placement].desktop : undefined,
    );
  });

  it('the device picks the size', () => {
    expect(adSlot('offers', 'mobile', 'US')).toEqual({ width: 327, height: 422 });
  });
});
