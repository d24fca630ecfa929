import type { PendingCompanyReason } from '../companies/company-list';
import { trialStatus } from '../trials/trial-status';

// Spec §4 "Tile pill labels: pending DUNS number creation; DUNS application not complete; DUNS
// application processing; pending product terms acceptance; pending add your company; download
// assets; new feature available; N days of trial left." A tile shows at most one pill; when several
// apply, blocking states win over informative ones, the company's over the product's, and the
// time-limited first among the informative (D-DOM-5).

export type TilePill =
  | { readonly kind: 'pendingDunsNumberCreation' }
  | { readonly kind: 'dunsApplicationNotComplete' }
  | { readonly kind: 'dunsApplicationProcessing' }
  | { readonly kind: 'pendingAddYourCompany' }
  | { readonly kind: 'pendingProductTermsAcceptance' }
  | { readonly kind: 'trialDaysLeft'; readonly days: number }
  | { readonly kind: 'downloadAssets' }
  | { readonly kind: 'newFeatureAvailable' };

/** The selected company as a tile sees it: none, pending for a reason, or ready. */
export type TileCompanyState = 'none' | 'ready' | PendingCompanyReason;

export interface TileFacts {
  readonly company: TileCompanyState;
  /** The product shows one company's data, so it cannot open without one. */
  readonly needsCompany: boolean;
  readonly termsAccepted: boolean;
  readonly trialDaysLeft?: number;
  readonly hasDownloadableAssets: boolean;
  readonly hasNewFeature: boolean;
}

const PENDING_COMPANY_PILLS: Readonly<Record<PendingCompanyReason, TilePill>> = {
  dunsNumberCreationPending: { kind: 'pendingDunsNumberCreation' },
  dunsApplicationNotComplete: { kind: 'dunsApplicationNotComplete' },
  dunsApplicationProcessing: { kind: 'dunsApplicationProcessing' },
};

/** The one pill a tile shows, in D-DOM-5's order: blocking before informative. */
export const tilePill = (facts: TileFacts): TilePill | undefined => {
  if (facts.company !== 'none' && facts.company !== 'ready') {
    return PENDING_COMPANY_PILLS[facts.company];
  }
  if (facts.company === 'none' && facts.needsCompany) return { kind: 'pendingAddYourCompany' };
  if (!facts.termsAccepted) return { kind: 'pendingProductTermsAcceptance' };
  if (facts.trialDaysLeft !== undefined && trialStatus(facts.trialDaysLeft) !== 'expired') {
    return { kind: 'trialDaysLeft', days: facts.trialDaysLeft };
  }
  if (facts.hasDownloadableAssets) return { kind: 'downloadAssets' };
  return facts.hasNewFeature ? { kind: 'newFeatureAvailable' } : undefined;
};

export interface PillMessage {
  readonly id: string;
  readonly values?: Readonly<Record<string, number>>;
}

/** The message id (and ICU values) of a pill's label. */
export const tilePillMessage = (pill: TilePill): PillMessage =>
  pill.kind === 'trialDaysLeft'
    ? { id: 'tile.pill.trialDaysLeft', values: { days: pill.days } }
    : { id: `tile.pill.${pill.kind}` };

/** The colour pair a pill wears (the text always says its meaning too). */
export type PillTone = 'warning' | 'info' | 'success';

/**
 * D-DASH-3, after the design brief: what the user must do or wait for is a warning, progress and
 * news are info, something ready to take is success; a trial turns to a warning when it is
 * expiring soon (D-DOM-10: 3 days or fewer).
 */
export const tilePillTone = (pill: TilePill): PillTone => {
  switch (pill.kind) {
    case 'pendingDunsNumberCreation':
    case 'dunsApplicationNotComplete':
    case 'pendingProductTermsAcceptance':
    case 'pendingAddYourCompany':
      return 'warning';
    case 'trialDaysLeft':
      return trialStatus(pill.days) === 'expiringSoon' ? 'warning' : 'info';
    case 'downloadAssets':
      return 'success';
    case 'dunsApplicationProcessing':
    case 'newFeatureAvailable':
      return 'info';
  }
};

/** The selected company as the dashboard knows it: none, a real one, or the pending placeholder. */
export type SelectedCompanyState = 'none' | 'ready' | 'pending';

/**
 * The company a tile speaks of (D-DASH-1): with the placeholder selected, or for a product still
 * waiting for its DUNS number whichever company is selected, the pending reason (the number is
 * being created unless a DUNS application says otherwise); otherwise the selected company's state.
 */
export const tileCompanyState = (
  productWaitsForDuns: boolean,
  selected: SelectedCompanyState,
  pendingReason: PendingCompanyReason | undefined,
): TileCompanyState =>
  selected === 'pending' || productWaitsForDuns
    ? (pendingReason ?? 'dunsNumberCreationPending')
    : selected;
