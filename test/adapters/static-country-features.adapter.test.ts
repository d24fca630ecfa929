import { providerSitesFor } from '../../src/adapters/config/provider-links';
import { StaticCountryFeatures } from '../../src/adapters/config/static-country-features.adapter';
import type {
  CountryFeatureRecord,
  LinkedFeature,
} from '../../src/application/ports/country-features.port';
import { SUPPORTED_COUNTRIES, type CountryCode } from '../../src/domain/locale/country';
import { languagesOfCountry } from '../../src/domain/locale/locale';

// The spec's lists, written out here rather than taken from src/domain, so the test states them.
const ALL_COUNTRIES = [
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
const PARTNER_LINKS = [
  'fundabilityScan',
  'taxAndAccounting',
  'llcFormation',
  'valuationAndBenchmarking',
]; // §1

/** §3's fifteen "feature flags with links" (cancel renewal has its own shape). */
const LINKED_FEATURES = [
  'exploreTile',
  'marketplaceSection',
  'addCompany',
  'updatedInfo',
  'publicProfile',
  'learningCentre',
  'support',
  'recommendedProducts',
  'termsOfUse',
  'privacyPolicy',
  'dealsAndOffers',
  'recommendedService',
  'businessOverview',
  'trustCentre',
  'smallBusinessFinancing',
  'banking',
  'insurance',
] as const satisfies readonly (keyof CountryFeatureRecord)[];

const features = new StaticCountryFeatures(providerSitesFor('production'));
const recordOf = (country: CountryCode): CountryFeatureRecord => features.featuresOf(country);
const enabledIn = (feature: (typeof LINKED_FEATURES)[number]): CountryCode[] =>
  ALL_COUNTRIES.filter((country) => recordOf(country)[feature].enabled);

const isHttpsUrl = (url: string): boolean => new URL(url).protocol === 'https:';
const isWellFormed = (feature: LinkedFeature): boolean =>
  !feature.enabled || isHttpsUrl(feature.url);

describe('StaticCountryFeatures — one complete record per country (spec §1, §3)', () => {
  it('covers exactly the 13 supported countries', () => {
    expect([...SUPPORTED_COUNTRIES].sort()).toEqual([...ALL_COUNTRIES].sort());
  });

  it.each(ALL_COUNTRIES)(
    '%s: country code, a default language of the country, every feature well formed',
    (country) => {
      const record = recordOf(country);
      expect(record.country).toBe(country);
      expect(languagesOfCountry(country)).toContain(record.defaultLanguage);
      for (const feature of LINKED_FEATURES) {
        expect(record[feature]).toHaveProperty('enabled');
        expect(isWellFormed(record[feature])).toBe(true);
      }
      expect(record.partnerLinks.every((partnerLink) => isHttpsUrl(partnerLink.url))).toBe(true);
    },
  );

  it.each(ALL_COUNTRIES)(
    '%s: plain data (survives JSON), so it can be handed to the domain as it is',
    (country) => {
      const record = recordOf(country);
      expect(JSON.parse(JSON.stringify(record))).toEqual(record);
    },
  );

  it.each(ALL_COUNTRIES)(
    '%s: cancel renewal by email is a mailto link, otherwise an https page (§2)',
    (country) => {
      const cancelRenewal = recordOf(country).cancelRenewal;
      if (!cancelRenewal.enabled) return;
      expect(new URL(cancelRenewal.url).protocol).toBe(
        cancelRenewal.byEmail ? 'mailto:' : 'https:',
      );
    },
  );

  it('each country links to its own pages', () => {
    const termsLinks = ALL_COUNTRIES.map((country) => {
      const terms = recordOf(country).termsOfUse;
      return terms.enabled ? terms.url : '';
    });
    expect(new Set(termsLinks).size).toBe(ALL_COUNTRIES.length);
  });
});

describe('StaticCountryFeatures — the country rules (spec §2, §6; D-DOM-16, D-ADP-4)', () => {
  it.each(ALL_COUNTRIES)(
    '%s: partner links only in the US, all four there, in the order of §1',
    (country) => {
      const links = recordOf(country).partnerLinks.map((partnerLink) => partnerLink.link);
      expect(links).toEqual(country === 'US' ? PARTNER_LINKS : []);
    },
  );

  it.each([
    ['smallBusinessFinancing', ['US']],
    ['banking', ['US']],
    ['insurance', ['US']],
    ['marketplaceSection', ['US', 'CA', 'GB', 'IE']],
    ['dealsAndOffers', ['US', 'CA', 'GB', 'IE']],
    ['learningCentre', ['US', 'CA', 'GB', 'IE']],
    ['recommendedService', ['US', 'CA', 'GB', 'IE']],
    ['recommendedProducts', ALL_COUNTRIES.filter((country) => country !== 'CA')],
    ['exploreTile', ALL_COUNTRIES],
    ['addCompany', ALL_COUNTRIES],
    ['updatedInfo', ALL_COUNTRIES],
    ['publicProfile', ALL_COUNTRIES],
    ['support', ALL_COUNTRIES],
    ['termsOfUse', ALL_COUNTRIES],
    ['privacyPolicy', ALL_COUNTRIES],
    ['businessOverview', ALL_COUNTRIES],
    ['trustCentre', ALL_COUNTRIES],
  ] as const)('%s is on in %j only', (feature, countries) => {
    expect(enabledIn(feature)).toEqual([...countries]);
  });

  it('cancel renewal is on everywhere; by email outside the US and Canada', () => {
    const byEmail = ALL_COUNTRIES.filter((country) => {
      const cancelRenewal = recordOf(country).cancelRenewal;
      expect(cancelRenewal.enabled).toBe(true);
      return cancelRenewal.enabled && cancelRenewal.byEmail;
    });
    expect(byEmail).toEqual(
      ALL_COUNTRIES.filter((country) => country !== 'US' && country !== 'CA'),
    );
  });

  it.each([
    ['US', 'en-us'],
    ['CA', 'en-ca'],
    ['GB', 'en-gb'],
    ['IE', 'en-ie'],
    ['CZ', 'cs-cz'],
    ['CH', 'de-ch'],
    ['HU', 'hu-hu'],
    ['PL', 'pl-pl'],
    ['SI', 'sl-si'],
    ['SE', 'sv-se'],
    ['DK', 'da-dk'],
    ['NO', 'nn-no'],
    ['FI', 'fi-fi'],
  ] as const)('%s starts in %s', (country, language) => {
    expect(recordOf(country).defaultLanguage).toBe(language);
  });
});
