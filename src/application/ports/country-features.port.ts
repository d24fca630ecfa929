import type { CountryCode } from '../../domain/locale/country';
import type { Locale } from '../../domain/locale/locale';
import type { PartnerLink } from '../../domain/navigation/partner-links';
import type { Partner } from '../../domain/navigation/partner-offers';

/** A feature that is either off, or on with the link it opens. */
export type LinkedFeature =
  { readonly enabled: false } | { readonly enabled: true; readonly url: string };

/** Cancel Renewal: on with its link, opening in the same window when support is by email (§2). */
export type CancelRenewalFeature =
  | { readonly enabled: false }
  | { readonly enabled: true; readonly url: string; readonly byEmail: boolean };

export interface PartnerLinkFeature {
  readonly link: PartnerLink;
  readonly url: string;
}

/** A third-party offer (§1, §3 "partner terms for three partners") and the partner's site. */
export interface PartnerOfferFeature {
  readonly partner: Partner;
  readonly url: string;
}

/** Spec §3 "Per-country feature record: country code, language preference and feature flags with
 * links", plus the country rules of §2 and §6 (partner links, Marketing Hub, the US-only entries). */
export interface CountryFeatureRecord {
  readonly country: CountryCode;
  /** The language preference a user of the country starts with; one of the country's locales. */
  readonly defaultLanguage: Locale;
  readonly exploreTile: LinkedFeature;
  readonly marketplaceSection: LinkedFeature;
  readonly addCompany: LinkedFeature;
  readonly updatedInfo: LinkedFeature;
  readonly publicProfile: LinkedFeature;
  readonly learningCentre: LinkedFeature;
  readonly support: LinkedFeature;
  readonly cancelRenewal: CancelRenewalFeature;
  readonly recommendedProducts: LinkedFeature;
  readonly termsOfUse: LinkedFeature;
  readonly privacyPolicy: LinkedFeature;
  readonly dealsAndOffers: LinkedFeature;
  readonly recommendedService: LinkedFeature;
  readonly businessOverview: LinkedFeature;
  readonly trustCentre: LinkedFeature;
  /** §6 "partner links US only": empty elsewhere. */
  readonly partnerLinks: readonly PartnerLinkFeature[];
  /** §6 "Partner offers ... per country": the three partners, US only (D-DOM-17). */
  readonly partnerOffers: readonly PartnerOfferFeature[];
  readonly smallBusinessFinancing: LinkedFeature;
  readonly banking: LinkedFeature;
  readonly insurance: LinkedFeature;
}

/** The static per-country configuration (docs/team-decisions.md "Per-country feature record"). */
export interface CountryFeatures {
  featuresOf(country: CountryCode): CountryFeatureRecord;
}
