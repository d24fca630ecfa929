import type { CountryCode } from '../locale/country';
import { US_ONLY, isInGroup } from '../locale/country-groups';

// Spec §1 "third-party offers (small-business lender, insurance partner, banking partner)". §3
// "partner terms for three partners (next insurance, lili banking, lendio)". §6 "Partner offers
// and ads are enabled per country (mostly US; ...)": the three partners are US-only (D-DOM-17).

export const PARTNERS = ['lendio', 'nextInsurance', 'liliBanking'] as const;

export type Partner = (typeof PARTNERS)[number];

export const partnerOffersFor = (country: CountryCode): readonly Partner[] =>
  isInGroup(US_ONLY, country) ? PARTNERS : [];

/** The partners' own names: brands, the same in every language. */
export const PARTNER_NAMES: Readonly<Record<Partner, string>> = {
  lendio: 'Lendio',
  nextInsurance: 'NEXT Insurance',
  liliBanking: 'Lili',
};
