import {
  AD_PLACEMENTS,
  AD_SIZES,
  COMPACT_AD_MAX_HEIGHT,
  INTERNATIONAL_AD_COUNTRIES,
  adFormat,
  adFormats,
  adSlotSizes,
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
    expect(adSlotSizes(placement, country)?.desktop).toEqual(
      shown ? AD_SIZES[placement].desktop : undefined,
    );
  });

  it('the device picks the size', () => {
    expect(adSlotSizes('offers', 'US')?.mobile).toEqual({ width: 327, height: 422 });
  });

  it('the slot on every device, or none where the country has no ads for the placement', () => {
    expect(adSlotSizes('recommendedProducts', 'CZ')).toEqual({
      mobile: { width: 300, height: 100 },
      tablet: { width: 300, height: 250 },
      desktop: { width: 300, height: 250 },
    });
    expect(adSlotSizes('productPage', 'US')).toBeUndefined();
  });

  it('names the four placements of §2', () => {
    expect(AD_PLACEMENTS).toEqual(['offers', 'getADuns', 'recommendedProducts', 'productPage']);
  });
});

describe('ad formats — the compact text where a sentence does not fit (D-ADS-2)', () => {
  it.each([
    [300, 100, 'compact', '§9 "300x100"'],
    [300, 150, 'compact', 'at most 150 px high'],
    [300, 151, 'full', 'taller'],
    [300, 250, 'full', '§9 "300x250"'],
    [327, 422, 'full', 'the offers page on a phone'],
  ] as const)('%sx%s is %s (%s)', (width, height, format, _why) => {
    expect(adFormat({ width, height })).toBe(format);
  });

  it('the compact text is for a slot at most 150 px high', () => {
    expect(COMPACT_AD_MAX_HEIGHT).toBe(150);
  });

  it('each device of a slot gets its own format', () => {
    expect(adFormats(AD_SIZES.recommendedProducts)).toEqual({
      mobile: 'compact',
      tablet: 'full',
      desktop: 'full',
    });
    expect(adFormats(AD_SIZES.getADuns)).toEqual({
      mobile: 'full',
      tablet: 'full',
      desktop: 'full',
    });
  });
});
