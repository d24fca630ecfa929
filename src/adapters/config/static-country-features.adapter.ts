import type { CountryCode } from '../../domain/locale/country';
import type {
  CountryFeatureRecord,
  CountryFeatures,
} from '../../application/ports/country-features.port';
import { COUNTRY_FEATURE_RECORDS } from './country-feature-records';

/** The per-country feature records of spec §3, fixed in the portal's build. */
export class StaticCountryFeatures implements CountryFeatures {
  constructor(
    private readonly records: Readonly<
      Record<CountryCode, CountryFeatureRecord>
    > = COUNTRY_FEATURE_RECORDS,
  ) {}

  featuresOf(country: CountryCode): CountryFeatureRecord {
    return this.records[country];
  }
}
