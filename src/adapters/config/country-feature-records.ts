import type { CountryCode } from '../../domain/locale/country';
import { US_ONLY, isInGroup } from '../../domain/locale/country-groups';
import { partnerLinksFor } from '../../domain/navigation/partner-links';
import { partnerOffersFor } from '../../domain/navigation/partner-offers';
import type { CountryFeatureRecord } from '../../application/ports/country-features.port';
import { COUNTRY_SWITCHES } from './country-switches';
import {
  MARKETPLACE_SITE,
  PARTNER_LINK_URLS,
  PARTNER_OFFER_URLS,
  cancelRenewalLink,
  enabledLink,
  linkedIf,
  providerLink,
  siteSegment,
} from './provider-links';

/** Spec §3's per-country feature record for one country, as static configuration. */
export const countryFeatureRecord = (country: CountryCode): CountryFeatureRecord => {
  const switches = COUNTRY_SWITCHES[country];
  const link = (path: string): string => providerLink(country, path);
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
    cancelRenewal: cancelRenewalLink(country, switches.cancelRenewalByEmail),
    recommendedProducts: linkedIf(switches.recommendedProducts, link('products/recommended')),
    termsOfUse: enabledLink(link('legal/terms-of-use')),
    privacyPolicy: enabledLink(link('legal/privacy-policy')),
    dealsAndOffers: linkedIf(
      switches.marketplace,
      `${MARKETPLACE_SITE}/${siteSegment(country)}/deals`,
    ),
    recommendedService: linkedIf(switches.recommendedService, link('services/recommended')),
    businessOverview: enabledLink(link('business-overview')),
    trustCentre: enabledLink(link('trust-center')),
    partnerLinks: partnerLinksFor(country).map((partnerLink) => ({
      link: partnerLink,
      url: PARTNER_LINK_URLS[partnerLink],
    })),
    partnerOffers: partnerOffersFor(country).map((partner) => ({
      partner,
      url: PARTNER_OFFER_URLS[partner],
    })),
    smallBusinessFinancing: linkedIf(isUs, link('small-business/financing')),
    banking: linkedIf(isUs, link('small-business/banking')),
    insurance: linkedIf(isUs, link('small-business/insurance')),
  };
};

/** One record per supported country (spec §1's 13 countries). */
export const COUNTRY_FEATURE_RECORDS: Readonly<Record<CountryCode, CountryFeatureRecord>> = {
  US: countryFeatureRecord('US'),
  CA: countryFeatureRecord('CA'),
  GB: countryFeatureRecord('GB'),
  IE: countryFeatureRecord('IE'),
  CZ: countryFeatureRecord('CZ'),
  CH: countryFeatureRecord('CH'),
  HU: countryFeatureRecord('HU'),
  PL: countryFeatureRecord('PL'),
  SI: countryFeatureRecord('SI'),
  SE: countryFeatureRecord('SE'),
  DK: countryFeatureRecord('DK'),
  NO: countryFeatureRecord('NO'),
  FI: countryFeatureRecord('FI'),
};
