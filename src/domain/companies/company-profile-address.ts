import type { MapDetails } from './company';

// Spec §2 lists "address" among the company fields; §3's mapDetails holds its parts. How the parts
// make lines follows each country's postal custom (D-PROFILE-2): the US and Canada put town,
// state or province and ZIP or postal code on one line ("Short Hills, NJ 07078"); Great Britain
// and Ireland give town, county and postcode a line each; the other countries put the postal code
// before the town ("110 00 Praha"). The country's name is the last line.

const TOWN_REGION_CODE = new Set(['US', 'CA']);
const TOWN_COUNTY_POSTCODE = new Set(['GB', 'IE']);

const joined = (separator: string, ...parts: readonly string[]): string =>
  parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(separator);

const localityLines = (address: MapDetails): readonly string[] => {
  if (TOWN_REGION_CODE.has(address.countryCode)) {
    return [joined(', ', address.town, joined(' ', address.territory, address.postalCode))];
  }
  if (TOWN_COUNTY_POSTCODE.has(address.countryCode)) {
    return [address.town, address.territory, address.postalCode];
  }
  return [joined(' ', address.postalCode, address.town)];
};

/** The address as the lines of an envelope, blank parts left out; no line at all when empty. */
export const companyAddressLines = (address: MapDetails): readonly string[] =>
  [address.buildingName, address.streetAddress, ...localityLines(address), address.countryName]
    .map((line) => line.trim())
    .filter((line) => line !== '');
