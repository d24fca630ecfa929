import * as E from 'fp-ts/Either';
import { isSupportedCountry, type CountryCode } from '../locale/country';

// Spec §2 "/mfa ... only when the MFA feature flag is on"; issue 28: the flag is a feature of the
// country record, on for the demo countries US, GB and IE, and configuration may override it
// for every country (D-MFA-1).

/** The countries whose record has MFA on unless configuration says otherwise. */
export const MFA_DEFAULT_COUNTRIES: readonly CountryCode[] = ['US', 'GB', 'IE'];

/** Which countries have MFA on: their records' default, every country, none, or a list. */
export type MfaCountries =
  | { readonly kind: 'default' }
  | { readonly kind: 'all' }
  | { readonly kind: 'none' }
  | { readonly kind: 'only'; readonly countries: readonly CountryCode[] };

export interface UnknownMfaCountry {
  readonly code: 'mfa.countries.invalid';
  /** The part of the setting that names no supported country. */
  readonly value: string;
}

/**
 * The operator's setting (MFA_COUNTRIES): unset or empty keeps the records' default; `all`,
 * `none`, or a comma-separated list of country codes (case and spaces ignored).
 */
export const parseMfaCountries = (
  setting: string | undefined,
): E.Either<UnknownMfaCountry, MfaCountries> => {
  const trimmed = (setting ?? '').trim().toLowerCase();
  if (trimmed === '') return E.right({ kind: 'default' });
  if (trimmed === 'all' || trimmed === 'none') return E.right({ kind: trimmed });
  const countries: CountryCode[] = [];
  for (const part of trimmed.split(',')) {
    const upper = part.trim().toUpperCase();
    if (!isSupportedCountry(upper)) return E.left({ code: 'mfa.countries.invalid', value: part });
    if (!countries.includes(upper)) countries.push(upper);
  }
  return E.right({ kind: 'only', countries });
};

/** Whether a user of `country` may add a second factor and is asked for one at sign-in. */
export const mfaEnabledFor = (country: CountryCode, setting: MfaCountries): boolean => {
  switch (setting.kind) {
    case 'default':
      return MFA_DEFAULT_COUNTRIES.includes(country);
    case 'all':
      return true;
    case 'none':
      return false;
    case 'only':
      return setting.countries.includes(country);
  }
};
