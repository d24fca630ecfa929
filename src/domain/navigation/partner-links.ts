import type { CountryCode } from '../locale/country';
import { US_ONLY, isInGroup } from '../locale/country-groups';

// Spec §2 "Four external partner links open in a new tab, each with an info tooltip, and each
// click is tracked as an event named after the link plus "Clicked"." §1 "small-business partner
// links (fundability scan, tax and accounting, LLC formation, valuation and benchmarking)". §6
// "partner links US only".

export const PARTNER_LINKS = [
  'fundabilityScan',
  'taxAndAccounting',
  'llcFormation',
  'valuationAndBenchmarking',
] as const;

export type PartnerLink = (typeof PARTNER_LINKS)[number];

export const partnerLinksFor = (country: CountryCode): readonly PartnerLink[] =>
  isInGroup(US_ONLY, country) ? PARTNER_LINKS : [];

/** The analytics event of a partner-link click. */
export const partnerLinkClickedEvent = (link: PartnerLink): string => `${link}Clicked`;
