import type { CountryCode } from '../../domain/locale/country';
import {
  adFormats,
  adSlotSizes,
  type AdFormat,
  type AdPlacement,
  type AdSlotSizes,
} from '../../domain/navigation/ad-slots';
import type { Device } from '../../domain/navigation/viewport';

/**
 * An ad slot a page shows (spec §2 "Ad slots exist per country for desktop, tablet and mobile",
 * §9 sizes): where it is, its size and text format on each device, and the products its house
 * offer must not be about (D-ADS-1).
 */
export interface AdSlotViewModel {
  readonly placement: AdPlacement;
  readonly country: CountryCode;
  readonly sizes: AdSlotSizes;
  readonly formats: Readonly<Record<Device, AdFormat>>;
  /** Application ids, ascending and each once, so the same slot asks the same question. */
  readonly exclude: readonly number[];
}

/** The placement's slot for the country, or undefined where it has none (D-DOM-17). */
export const adSlotOf = (
  placement: AdPlacement,
  country: CountryCode | undefined,
  exclude: readonly number[] = [],
): AdSlotViewModel | undefined => {
  const sizes = country === undefined ? undefined : adSlotSizes(placement, country);
  if (country === undefined || sizes === undefined) return undefined;
  return {
    placement,
    country,
    sizes,
    formats: adFormats(sizes),
    exclude: [...new Set(exclude)].sort((a, b) => a - b),
  };
};
