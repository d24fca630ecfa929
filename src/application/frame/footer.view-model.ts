import { copyrightRange, type CopyrightRange } from '../../domain/navigation/copyright';
import type { CountryFeatureRecord } from '../ports/country-features.port';

export interface FooterViewModel {
  readonly copyright: CopyrightRange;
  /** The country's privacy policy and terms of use (spec §3 feature record), when it has them. */
  readonly privacyPolicyUrl: string | undefined;
  readonly termsOfUseUrl: string | undefined;
}

/** The footer (spec §2, §9): copyright from 2000 to this year, the country's legal links. */
export const toFooterViewModel = (features: CountryFeatureRecord, now: Date): FooterViewModel => ({
  copyright: copyrightRange(now.getFullYear()),
  privacyPolicyUrl: features.privacyPolicy.enabled ? features.privacyPolicy.url : undefined,
  termsOfUseUrl: features.termsOfUse.enabled ? features.termsOfUse.url : undefined,
});
