import type { Partner } from '../../domain/navigation/partner-offers';
import type { CountryCode } from '../../domain/locale/country';
import type { Environment } from '../../domain/maintenance/environment';
import type { PartnerLink } from '../../domain/navigation/partner-links';
import type {
  CancelRenewalFeature,
  LinkedFeature,
} from '../../application/ports/country-features.port';

// Placeholder addresses for the provider's own sites (the reserved `.example` domain, RFC 2606);
// a deployment replaces the domain, the paths stay. docs/decisions/adapters.md D-ADP-4, D-ADP-7.

/** The provider's sites the portal links to: its main site, marketplace, partner site and store. */
export interface ProviderSites {
  readonly www: string;
  readonly marketplace: string;
  readonly partners: string;
  readonly store: string;
}

const PROVIDER_DOMAIN = 'business-provider.example';

/**
 * Spec §9's environment picks the provider's sites the links lead to (D-ADP-7): production's
 * own, or the same sites under the environment's name (`www.stg.business-provider.example`). A
 * developer's machine (local) has no provider sites of its own and links to dev's.
 */
export const providerSitesFor = (environment: Environment): ProviderSites => {
  const name =
    environment === 'production' ? '' : `.${environment === 'local' ? 'dev' : environment}`;
  const site = (host: string): string => `https://${host}${name}.${PROVIDER_DOMAIN}`;
  return {
    www: site('www'),
    marketplace: site('marketplace'),
    partners: site('partners'),
    store: site('store'),
  };
};

/** A country's section of the provider's sites: the lower-case country code, `uk` for GB. */
export const siteSegment = (country: CountryCode): string =>
  country === 'GB' ? 'uk' : country.toLowerCase();

export const providerLink = (sites: ProviderSites, country: CountryCode, path: string): string =>
  `${sites.www}/${siteSegment(country)}/${path}`;

export const enabledLink = (url: string): LinkedFeature => ({ enabled: true, url });

export const DISABLED: LinkedFeature = { enabled: false };

export const linkedIf = (enabled: boolean, url: string): LinkedFeature =>
  enabled ? enabledLink(url) : DISABLED;

/** By email: a mailto link, opened in the same window (spec §2); otherwise the cancellation page. */
export const cancelRenewalLink = (
  sites: ProviderSites,
  country: CountryCode,
  byEmail: boolean,
): CancelRenewalFeature => ({
  enabled: true,
  byEmail,
  url: byEmail
    ? `mailto:renewals.${siteSegment(country)}@${PROVIDER_DOMAIN}?subject=Cancel%20renewal`
    : providerLink(sites, country, 'account/cancel-renewal'),
});

/** The partners' own sites for their offers (lendio's is the user's own, from lendioAuth). */
export const partnerOfferUrls = (sites: ProviderSites): Readonly<Record<Partner, string>> => ({
  lendio: `${sites.partners}/us/lendio`,
  nextInsurance: `${sites.partners}/us/next-insurance`,
  liliBanking: `${sites.partners}/us/lili-banking`,
});

/** The four small-business partner links (spec §1, §2), offered through the provider's partner site. */
export const partnerLinkUrls = (sites: ProviderSites): Readonly<Record<PartnerLink, string>> => ({
  fundabilityScan: `${sites.partners}/us/fundability-scan`,
  taxAndAccounting: `${sites.partners}/us/tax-and-accounting`,
  llcFormation: `${sites.partners}/us/llc-formation`,
  valuationAndBenchmarking: `${sites.partners}/us/valuation-and-benchmarking`,
});
