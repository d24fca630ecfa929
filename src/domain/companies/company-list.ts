import { compareBusinessNames } from './business-name-order';
import { isPendingPlaceholder, pendingPlaceholderCompany, type Company } from './company';
import {
  isPendingCredibilityEntitlement,
  type DunsApplicationProgress,
  type Entitlements,
} from '../entitlements/entitlements';

// Spec §4 "Company list: sorted by business name case-insensitively. A placeholder pending company
// goes first when pending entitlements exist, or some credibility entitlement is not legacy_found
// with empty displayDuns, or a credit-file entitlement exists, or DUNS application progress is
// non-empty."

export type PendingCompanyReason =
  'dunsApplicationNotComplete' | 'dunsApplicationProcessing' | 'dunsNumberCreationPending';

/**
 * Why the placeholder company exists, or undefined when it does not (D-DOM-2): an unfinished or
 * processing DUNS application says so; the other three conditions mean the number is being created.
 */
export const pendingCompanyReason = (
  entitlements: Entitlements,
  progress: DunsApplicationProgress,
): PendingCompanyReason | undefined => {
  if (progress === 'notComplete') return 'dunsApplicationNotComplete';
  if (progress === 'processing') return 'dunsApplicationProcessing';
  const numberPending =
    entitlements.isPendingOwlEntitlementsAvailable ||
    entitlements.credibilityEntitlements.some(isPendingCredibilityEntitlement) ||
    entitlements.dfcEntitlements.length > 0;
  return numberPending ? 'dunsNumberCreationPending' : undefined;
};

/** Stable sort by business name, ignoring case (D-DOM-1). */
export const sortByBusinessName = (companies: readonly Company[]): readonly Company[] =>
  [...companies].sort((a, b) =>
    compareBusinessNames(a.summary.businessName, b.summary.businessName),
  );

/** The dropdown's list: the placeholder first when a pending reason exists, then the sorted rest. */
export const companyList = (
  companies: readonly Company[],
  entitlements: Entitlements,
  progress: DunsApplicationProgress,
): readonly Company[] => {
  const sorted = sortByBusinessName(companies.filter((company) => !isPendingPlaceholder(company)));
  return pendingCompanyReason(entitlements, progress) === undefined
    ? sorted
    : [pendingPlaceholderCompany, ...sorted];
};
