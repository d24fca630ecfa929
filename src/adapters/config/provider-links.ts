import type { Partner } from '../../domain/navigation/partner-offers';
import type { CountryCode } from '../../domain/locale/country';
import type { PartnerLink } from '../../domain/navigation/partner-links';
import type {
  CancelRenewalFeature,
  LinkedFeature,
} from '../../application/ports/country-features.port';

// Placeholder addresses for the provider's own sites (the reserved `.example` domain, RFC 2606);
// a deployment replaces the origins, the paths stay. docs/decisions/adapters.md D-ADP-4.

export const PROVIDER_SITE = 'https://www.business-provider.example';
export const MARKETPLACE_SITE = 'https://marketplace.business-provider.example';
export const PARTNER_SITE = 'https://partners.business-provider.example';

/** A country's section of the provider's sites: the lower-case country code, `uk` for GB. */
export const siteSegment = (country: CountryCode): string =>
  country === 'GB' ? 'uk' : country.toLowerCase();

export const providerLink = (country: CountryCode, path: string): string =>
  `${PROVIDER_SITE}/${siteSegment(country)}/${path}`;

export const enabledLink = (url: string): LinkedFeature => ({ enabled: true, url });

export const DISABLED: LinkedFeature = { enabled: false };

export const linkedIf = (enabled: boolean, url: string): LinkedFeature =>
  enabled ? enabledLink(url) : DISABLED;

/** By email: a mailto link, opened in the same window (spec §2); otherwise the cancellation page. */
export const cancelRenewalLink = (
  country: CountryCode,
  byEmail: boolean,
): CancelRenewalFeature => ({
  enabled: true,
  byEmail,
  url: byEmail
    ? `mailto:renewals.${siteSegment(country)}@business-provider.example?subject=Cancel%20renewal`
    : providerLink(country, 'account/cancel-renewal'),
});

/** The partners' own sites for their offers (lendio's is the user's own, from lendioAuth). */
export const PARTNER_OFFER_URLS: Readonly<Record<Partner, string>> = {
  lendio: `${PARTNER_SITE}/us/lendio`,
  nextInsurance: `${PARTNER_SITE}/us/next-insurance`,
  liliBanking: `${PARTNER_SITE}/us/lili-banking`,
};

/** The four small-business partner links (spec §1, §2), offered through the provider's partner site. */
export const PARTNER_LINK_URLS: Readonly<Record<PartnerLink, string>> = {
  fundabilityScan: `${PARTNER_SITE}/us/fundability-scan`,
  taxAndAccounting: `${PARTNER_SITE}/us/tax-and-accounting`,
  llcFormation: `${PARTNER_SITE}/us/llc-formation`,
  valuationAndBenchmarking: `${PARTNER_SITE}/us/valuation-and-benchmarking`,
};
