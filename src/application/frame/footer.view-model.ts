import { copyrightRange, type CopyrightRange } from '../../domain/navigation/copyright';
import type { CountryFeatureRecord } from '../ports/country-features.port';
import { linkedUrl } from '../linked-url';

export interface FooterViewModel {
  readonly copyright: CopyrightRange;
  /** The country's privacy policy and terms of use (spec §3 feature record), when it has them. */
  readonly privacyPolicyUrl: string | undefined;
  readonly termsOfUseUrl: string | undefined;
  /** The country's trust centre (§3 feature record): how the provider keeps data safe. */
  readonly trustCentreUrl: string | undefined;
}

/** The footer (spec §2, §9): copyright from 2000 to this year, the country's legal links. */
export const toFooterViewModel = (features: CountryFeatureRecord, now: Date): FooterViewModel => ({
  copyright: copyrightRange(now.getFullYear()),
  privacyPolicyUrl: linkedUrl(features.privacyPolicy),
  termsOfUseUrl: linkedUrl(features.termsOfUse),
  trustCentreUrl: linkedUrl(features.trustCentre),
});
