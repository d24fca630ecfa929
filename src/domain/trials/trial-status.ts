import type { CountryCode } from '../locale/country';
import type { Product } from '../entitlements/product-catalogue';

// Spec §4 "Trial: active, expiring soon, expired (freemium UK/Ireland; active offers the 14-day
// credit-monitor preview)". §3 "freemium days-left list". docs/team-decisions.md: "expiring
// soon" is 3 days or fewer left. In the days-left list the trial with the most days left decides,
// and an empty list means no trial (D-DOM-10).

/** docs/team-decisions.md: trial "expiring soon" is 3 days or fewer left. */
export const TRIAL_EXPIRING_SOON_DAYS = 3;

/**
 * §9 "Free Credit Insights renews annually at $0."
 * @internal Cited by the §9 table test; the renewal text states it (trial.creditInsightsFree.renewal).
 */
export const FREE_CREDIT_INSIGHTS_RENEWAL_PRICE_USD = 0;
/** §9 "Credit-monitor preview trial 14 days." */
export const CREDIT_MONITOR_PREVIEW_DAYS = 14;

/** §1 "a 14-day credit-monitor preview in UK and Ireland". */
export const isCreditMonitorPreviewCountry = (country: CountryCode): boolean =>
  country === 'GB' || country === 'IE';

export type TrialStatus = 'active' | 'expiringSoon' | 'expired';

export const trialStatus = (daysLeft: number): TrialStatus => {
  if (daysLeft <= 0) return 'expired';
  return daysLeft <= TRIAL_EXPIRING_SOON_DAYS ? 'expiringSoon' : 'active';
};

/** The freemium trial's status from the days-left list: the longest remaining trial counts. */
export const freemiumTrialStatus = (daysLeftList: readonly number[]): TrialStatus | undefined =>
  daysLeftList.length === 0 ? undefined : trialStatus(Math.max(...daysLeftList));

/** §1 "a 14-day credit-monitor preview in UK and Ireland", offered while the trial is active. */
export const isCreditMonitorPreviewOffered = (
  country: CountryCode,
  status: TrialStatus | undefined,
): boolean => isCreditMonitorPreviewCountry(country) && status === 'active';

/**
 * §9 "Free Credit Insights renews annually at $0": the renewal text for that product only, which
 * My Subscriptions shows on its subscription (docs/decisions/account-area.md D-ACCT-UI-8).
 */
export const renewalMessageId = (
  product: Product,
): 'trial.creditInsightsFree.renewal' | undefined =>
  product.key === 'creditInsightsFree' ? 'trial.creditInsightsFree.renewal' : undefined;
