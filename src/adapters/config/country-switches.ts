import type { CountryCode } from '../../domain/locale/country';
import type { Locale } from '../../domain/locale/locale';

/**
 * What differs between countries beyond the domain's country groups (docs/decisions/adapters.md
 * D-ADP-4). Everything else in the §3 record is on in every country; the group rules (partner
 * links, the Marketing Hub, the US-only menu entries) come from
 * src/domain/locale/country-groups.ts.
 */
export interface CountrySwitches {
  readonly defaultLanguage: Locale;
  /** The landing page's marketplace section and the Deals and Offers tab. */
  readonly marketplace: boolean;
  readonly learningCentre: boolean;
  readonly recommendedProducts: boolean;
  readonly recommendedService: boolean;
  /** Renewals are cancelled by email with the local support team (opens in the same window). */
  readonly cancelRenewalByEmail: boolean;
}

const englishMarket = {
  marketplace: true,
  learningCentre: true,
  recommendedService: true,
} as const;
const europeanMarket = {
  marketplace: false,
  learningCentre: false,
  recommendedProducts: true,
  recommendedService: false,
  cancelRenewalByEmail: true,
} as const;

export const COUNTRY_SWITCHES: Readonly<Record<CountryCode, CountrySwitches>> = {
  US: {
    defaultLanguage: 'en-us',
    ...englishMarket,
    recommendedProducts: true,
    cancelRenewalByEmail: false,
  },
  CA: {
    defaultLanguage: 'en-ca',
    ...englishMarket,
    recommendedProducts: false,
    cancelRenewalByEmail: false,
  },
  GB: {
    defaultLanguage: 'en-gb',
    ...englishMarket,
    recommendedProducts: true,
    cancelRenewalByEmail: true,
  },
  IE: {
    defaultLanguage: 'en-ie',
    ...englishMarket,
    recommendedProducts: true,
    cancelRenewalByEmail: true,
  },
  CZ: { defaultLanguage: 'cs-cz', ...europeanMarket },
  CH: { defaultLanguage: 'de-ch', ...europeanMarket },
  HU: { defaultLanguage: 'hu-hu', ...europeanMarket },
  PL: { defaultLanguage: 'pl-pl', ...europeanMarket },
  SI: { defaultLanguage: 'sl-si', ...europeanMarket },
  SE: { defaultLanguage: 'sv-se', ...europeanMarket },
  DK: { defaultLanguage: 'da-dk', ...europeanMarket },
  NO: { defaultLanguage: 'nn-no', ...europeanMarket },
  FI: { defaultLanguage: 'fi-fi', ...europeanMarket },
};
