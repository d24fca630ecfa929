import type { LinkedFeature } from './ports/country-features.port';

/** A feature's link where the country has the feature, else undefined (spec §3 feature record). */
export const linkedUrl = (feature: LinkedFeature): string | undefined =>
  feature.enabled ? feature.url : undefined;
