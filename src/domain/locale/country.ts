// Spec §1 "Localisation covers 13 countries: US, CA, GB, IE, CZ, CH, HU, PL, SI, SE, DK, NO, FI."
// Spec §5 "country in the supported list, otherwise US."

/** §9 "Default country id US". */
export const DEFAULT_COUNTRY = 'US';

export const SUPPORTED_COUNTRIES = [
  'US',
  'CA',
  'GB',
  'IE',
  'CZ',
  'CH',
  'HU',
  'PL',
  'SI',
  'SE',
  'DK',
  'NO',
  'FI',
] as const;

export type CountryCode = (typeof SUPPORTED_COUNTRIES)[number];

export const isSupportedCountry = (value: string): value is CountryCode =>
  (SUPPORTED_COUNTRIES as readonly string[]).includes(value);

/** A country code from any source (case-insensitive); anything unsupported is the US. */
export const resolveCountry = (value: string | null | undefined): CountryCode => {
  const upper = (value ?? '').trim().toUpperCase();
  return isSupportedCountry(upper) ? upper : DEFAULT_COUNTRY;
};
