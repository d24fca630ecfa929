import type { CountryCode } from '../locale/country';
import { EUROPEAN_COUNTRIES, FREEMIUM_COUNTRIES } from '../locale/country-groups';
import type { Device } from './viewport';

// Spec §2 "Ad slots exist per country for desktop, tablet and mobile on an offers page, a
// get-a-DUNS page, recommended products and a product page." §9 "Ad sizes: offers desktop 364x422,
// tablet 339x456, mobile 327x422; another set 426x392, 385x436, 343x438; recommended 300x250 and
// 300x100." §6 "Partner offers and ads are enabled per country (mostly US; some US, CA, GB, IE;
// international set GB, IE, HU, PL, CZ, CH, SI, SE, DK, NO, FI)." Offers are US only, get-a-DUNS
// US, CA, GB and IE, recommended products the US and the international set, the product page the
// international set (D-DOM-17).

export const AD_PLACEMENTS = ['offers', 'getADuns', 'recommendedProducts', 'productPage'] as const;

export type AdPlacement = (typeof AD_PLACEMENTS)[number];

export interface AdSize {
  readonly width: number;
  readonly height: number;
}

const size = (width: number, height: number): AdSize => ({ width, height });

const RECOMMENDED: Readonly<Record<Device, AdSize>> = {
  desktop: size(300, 250),
  tablet: size(300, 250),
  mobile: size(300, 100),
};

export const AD_SIZES: Readonly<Record<AdPlacement, Readonly<Record<Device, AdSize>>>> = {
  offers: { desktop: size(364, 422), tablet: size(339, 456), mobile: size(327, 422) },
  getADuns: { desktop: size(426, 392), tablet: size(385, 436), mobile: size(343, 438) },
  recommendedProducts: RECOMMENDED,
  productPage: RECOMMENDED,
};

/** §6 "international set": every supported country but the US and Canada. */
export const INTERNATIONAL_AD_COUNTRIES: readonly CountryCode[] = [
  ...FREEMIUM_COUNTRIES,
  ...EUROPEAN_COUNTRIES,
];

const AD_COUNTRIES: Readonly<Record<AdPlacement, readonly CountryCode[]>> = {
  offers: ['US'],
  getADuns: ['US', 'CA', 'GB', 'IE'],
  recommendedProducts: ['US', ...INTERNATIONAL_AD_COUNTRIES],
  productPage: INTERNATIONAL_AD_COUNTRIES,
};

/** A slot's size on every device. */
export type AdSlotSizes = Readonly<Record<Device, AdSize>>;

/** The placement's slot on every device, or undefined where the country has none. */
export const adSlotSizes = (
  placement: AdPlacement,
  country: CountryCode,
): AdSlotSizes | undefined =>
  AD_COUNTRIES[placement].includes(country) ? AD_SIZES[placement] : undefined;

/**
 * Which of an offer's two texts a slot shows (D-ADS-2): the full one (headline, sentence, call to
 * action), or the compact one (a short headline and the call to action) in a slot at most
 * COMPACT_AD_MAX_HEIGHT pixels high, where a sentence does not fit (§9 300x100).
 */
export type AdFormat = 'full' | 'compact';

export const COMPACT_AD_MAX_HEIGHT = 150;

export const adFormat = (size: AdSize): AdFormat =>
  size.height <= COMPACT_AD_MAX_HEIGHT ? 'compact' : 'full';

/** The format on each device, for a slot of these sizes. */
export const adFormats = (sizes: AdSlotSizes): Readonly<Record<Device, AdFormat>> => ({
  mobile: adFormat(sizes.mobile),
  tablet: adFormat(sizes.tablet),
  desktop: adFormat(sizes.desktop),
});
