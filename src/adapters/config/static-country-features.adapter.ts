import type { CountryCode } from '../../domain/locale/country';
import type {
  CountryFeatureRecord,
  CountryFeatures,
} from '../../application/ports/country-features.port';
import { countryFeatureRecordsFor } from './country-feature-records';
import type { ProviderSites } from './provider-links';

/** The per-country feature records of spec §3, fixed in the portal's build, for the provider's `sites`. */
export class StaticCountryFeatures implements CountryFeatures {
  private readonly records: Readonly<Record<CountryCode, CountryFeatureRecord>>;

  constructor(sites: ProviderSites) {
    this.records = countryFeatureRecordsFor(sites);
  }

  featuresOf(country: CountryCode): CountryFeatureRecord {
    return this.records[country];
  }
}
