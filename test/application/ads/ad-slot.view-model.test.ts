import { adSlotOf } from '../../../src/application/ads/ad-slot.view-model';

// Spec §2 "Ad slots exist per country for desktop, tablet and mobile", §9 sizes (D-DOM-17, D-ADS-2).

describe('an ad slot of a page', () => {
  it('has the placement’s sizes and formats in the country, and its exclusions once each, ascending', () => {
    expect(adSlotOf('recommendedProducts', 'US', [294, 252, 294])).toEqual({
      placement: 'recommendedProducts',
      country: 'US',
      sizes: {
        mobile: { width: 300, height: 100 },
        tablet: { width: 300, height: 250 },
        desktop: { width: 300, height: 250 },
      },
      formats: { mobile: 'compact', tablet: 'full', desktop: 'full' },
      exclude: [252, 294],
    });
  });

  it('is absent where the country has no slot there, or the country is not known yet', () => {
    expect(adSlotOf('productPage', 'US')).toBeUndefined();
    expect(adSlotOf('offers', undefined)).toBeUndefined();
    expect(adSlotOf('getADuns', 'CA')?.exclude).toEqual([]);
  });
});
