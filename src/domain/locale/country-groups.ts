import type { CountryCode } from './country';

// Spec §6 "Country groups: European (CH, HU, CZ, PL, SI, NO, SE, FI, DK); GB, IE, CH, HU, CZ, PL,
// SI; US; GB/IE; HU, CZ, GB, IE, NO, SI, PL, CH." The spec gives no purposes; D-DOM-16 gives each
// group the one rule it drives, named here.

/** European: the countries whose §5 postal and phone formats are listed (calling-code phones). */
export const EUROPEAN_COUNTRIES: readonly CountryCode[] = [
  'CH',
  'HU',
  'CZ',
  'PL',
  'SI',
  'NO',
  'SE',
  'FI',
  'DK',
];

/** Where the Marketing Hub tab shows (§2 "Marketing Hub tab (certain countries only)"). */
export const MARKETING_HUB_COUNTRIES: readonly CountryCode[] = [
  'GB',
  'IE',
  'CH',
  'HU',
  'CZ',
  'PL',
  'SI',
];

/** US only: partner links, partner offers, and the financing, banking and insurance entries. */
export const US_ONLY: readonly CountryCode[] = ['US'];

/** GB/IE: freemium trials and the 14-day credit-monitor preview; region label "County". */
export const FREEMIUM_COUNTRIES: readonly CountryCode[] = ['GB', 'IE'];

/** The §9 "supported-country set" of localised order and subscription links. */
export const STORE_LINK_COUNTRIES: readonly CountryCode[] = [
  'HU',
  'CZ',
  'GB',
  'IE',
  'NO',
  'SI',
  'PL',
  'CH',
];

export const isInGroup = (group: readonly CountryCode[], country: CountryCode): boolean =>
  group.includes(country);
