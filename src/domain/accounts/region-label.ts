import type { CountryCode } from '../locale/country';

// Spec §5 "Region label: "Province" in Canada, "County" or "County/Province" elsewhere."
// docs/team-decisions.md: US "State"; Canada "Province"; "County" (GB, IE) or "County/Province".

export type RegionLabelId =
  | 'address.region.state'
  | 'address.region.province'
  | 'address.region.county'
  | 'address.region.countyProvince';

export const regionLabelId = (country: CountryCode): RegionLabelId => {
  if (country === 'US') return 'address.region.state';
  if (country === 'CA') return 'address.region.province';
  return country === 'GB' || country === 'IE'
    ? 'address.region.county'
    : 'address.region.countyProvince';
};
