import type { CountryCode } from '../../domain/locale/country';
import { US_ONLY, isInGroup } from '../../domain/locale/country-groups';
import { partnerLinksFor } from '../../domain/navigation/partner-links';
import { partnerOffersFor } from '../../domain/navigation/partner-offers';
import type { CountryFeatureRecord } from '../../application/ports/country-features.port';
import { COUNTRY_SWITCHES } from './country-switches';
import {
  cancelRenewalLink,
  enabledLink,
  linkedIf,
  partnerLinkUrls,
  partnerOfferUrls,
  providerLink,
  siteSegment,
  type ProviderSites,
} from './provider-links';

/** Spec §3's per-country feature record for one country, linking to the provider's `sites`. */
export const countryFeatureRecord = (
  country: CountryCode,
  sites: ProviderSites,
): CountryFeatureRecord => {
  const switches = COUNTRY_SWITCHES[country];
  const link = (path: string): string => providerLink(sites, country, path);
  const partnerLinkUrl = partnerLinkUrls(sites);
  const partnerOfferUrl = partnerOfferUrls(sites);
  const isUs = isInGroup(US_ONLY, country);
  return {
    country,
    defaultLanguage: switches.defaultLanguage,
    exploreTile: enabledLink(link('explore')),
    marketplaceSection: linkedIf(switches.marketplace, link('marketplace')),
    addCompany: enabledLink(link('add-company')),
    updatedInfo: enabledLink(link('company/update-information')),
    publicProfile: enabledLink(link('company-profiles')),
    learningCentre: linkedIf(switches.learningCentre, link('learning-center')),
    support: enabledLink(link('customer-support')),
    cancelRenewal: cancelRenewalLink(sites, country, switches.cancelRenewalByEmail),
    recommendedProducts: linkedIf(switches.recommendedProducts, link('products/recommended')),
    termsOfUse: enabledLink(link('legal/terms-of-use')),
    privacyPolicy: enabledLink(link('legal/privacy-policy')),
    dealsAndOffers: linkedIf(
      switches.marketplace,
      `${sites.marketplace}/${siteSegment(country)}/deals`,
    ),
    recommendedService: linkedIf(switches.recommendedService, link('services/recommended')),
    businessOverview: enabledLink(link('business-overview')),
    trustCentre: enabledLink(link('trust-center')),
    partnerLinks: partnerLinksFor(country).map((partnerLink) => ({
      link: partnerLink,
      url: partnerLinkUrl[partnerLink],
    })),
    partnerOffers: partnerOffersFor(country).map((partner) => ({
      partner,
      url: partnerOfferUrl[partner],
    })),
    smallBusinessFinancing: linkedIf(isUs, link('small-business/financing')),
    banking: linkedIf(isUs, link('small-business/banking')),
    insurance: linkedIf(isUs, link('small-business/insurance')),
  };
};

/** One record per supported country (spec §1's 13 countries), linking to the provider's `sites`. */
export const countryFeatureRecordsFor = (
  sites: ProviderSites,
): Readonly<Record<CountryCode, CountryFeatureRecord>> => ({
  US: countryFeatureRecord('US', sites),
  CA: countryFeatureRecord('CA', sites),
  GB: countryFeatureRecord('GB', sites),
  IE: countryFeatureRecord('IE', sites),
  CZ: countryFeatureRecord('CZ', sites),
  CH: countryFeatureRecord('CH', sites),
  HU: countryFeatureRecord('HU', sites),
  PL: countryFeatureRecord('PL', sites),
  SI: countryFeatureRecord('SI', sites),
  SE: countryFeatureRecord('SE', sites),
  DK: countryFeatureRecord('DK', sites),
  NO: countryFeatureRecord('NO', sites),
  FI: countryFeatureRecord('FI', sites),
});
