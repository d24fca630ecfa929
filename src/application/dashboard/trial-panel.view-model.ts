import { CREDIT_MONITOR_APP_ID, findProduct } from '../../domain/entitlements/product-catalogue';
import type { CountryCode } from '../../domain/locale/country';
import {
  CREDIT_MONITOR_PREVIEW_DAYS,
  freemiumTrialStatus,
  isCreditMonitorPreviewOffered,
  type TrialStatus,
} from '../../domain/trials/trial-status';
import type { CompanyEntitlements, EntitledProduct } from '../ports/entitlement-queries.port';

/** Where the preview offer stands once the user acts on it. */
export type PreviewOfferStatus = 'offered' | 'starting' | 'failed';

/**
 * Spec §4 "Trial: active, expiring soon, expired (freemium UK/Ireland; active offers the 14-day
 * credit-monitor preview)": the selected company's trial as the dashboard's panel tells it.
 */
export interface TrialPanelViewModel {
  readonly status: TrialStatus;
  /** The days left of the trial that decides (the longest running one, D-DOM-10); 0 once ended. */
  readonly daysLeft: number;
  readonly productTitle: string;
  /** The credit-monitor preview, while it is offered. */
  readonly preview: { readonly days: number; readonly status: PreviewOfferStatus } | undefined;
}

const isTrial = (entitlement: EntitledProduct): boolean =>
  entitlement.trialDaysLeft !== undefined &&
  (entitlement.status === 'trial' || entitlement.status === 'expired');

const titleOf = (entitlement: EntitledProduct): string =>
  findProduct(entitlement.appId, entitlement.productId)?.name ?? entitlement.productName;

/**
 * The panel for a GB or IE user's trials, or undefined (another country, or no trial). The
 * preview is offered while the trial is active and the company has no Credit Monitor yet, and
 * only when the backend sealed the company's DUNS number (which the trial call takes).
 */
export const toTrialPanelViewModel = (
  country: CountryCode,
  entitlements: CompanyEntitlements,
  encryptedDuns: string | undefined,
  previewStatus: PreviewOfferStatus,
): TrialPanelViewModel | undefined => {
  if (country !== 'GB' && country !== 'IE') return undefined;
  const trials = entitlements.vboEntitlements.filter(isTrial);
  const status = freemiumTrialStatus(trials.map((trial) => trial.trialDaysLeft ?? 0));
  const deciding = [...trials].sort((a, b) => (b.trialDaysLeft ?? 0) - (a.trialDaysLeft ?? 0))[0];
  if (status === undefined || deciding === undefined) return undefined;
  const hasCreditMonitor = entitlements.vboEntitlements.some(
    (entitlement) => entitlement.appId === CREDIT_MONITOR_APP_ID,
  );
  const offered =
    isCreditMonitorPreviewOffered(country, status) &&
    !hasCreditMonitor &&
    encryptedDuns !== undefined;
  return {
    status,
    daysLeft: deciding.trialDaysLeft ?? 0,
    productTitle: titleOf(deciding),
    preview: offered ? { days: CREDIT_MONITOR_PREVIEW_DAYS, status: previewStatus } : undefined,
  };
};
