import { pendingPlaceholderCompany, type Company } from '../../domain/companies/company';
import type { DunsApplicationProgress } from '../../domain/entitlements/entitlements';
import type { CompanyEntitlements } from '../ports/entitlement-queries.port';

/**
 * The user's companies as the selector lists them. The entitlement object names each company by
 * DUNS and business name only; the rest of a company record arrives with getCompanyInfo, so the
 * other fields start empty, as the spec's placeholder does.
 */
export const companiesOf = (entitlements: CompanyEntitlements): readonly Company[] =>
  entitlements.companies.map((assigned) => ({
    ...pendingPlaceholderCompany,
    profileDetails: { ...pendingPlaceholderCompany.profileDetails, dunsNumber: assigned.duns },
    summary: { ...pendingPlaceholderCompany.summary, businessName: assigned.businessName },
  }));

/**
 * §3 "dunsApplicationProgress" from the credit-file (DUNS application) cases: a `notComplete` case
 * is an application the user started and has not submitted (D-DUNSAPP-UI-4), a `processing` one a
 * submitted application being processed (D-DOM-2). A `pending` one is still waiting for its DUNS
 * number to be created, which the non-empty dfcEntitlements already says (the "Pending DUNS number
 * creation" reason), as the /duns-application page names the three (D-GAD-ENTRY-1).
 */
export const dunsApplicationProgressOf = (
  entitlements: CompanyEntitlements,
): DunsApplicationProgress => {
  const statuses = entitlements.dfcEntitlements.map((creditFileCase) => creditFileCase.status);
  if (statuses.includes('notComplete')) return 'notComplete';
  return statuses.includes('processing') ? 'processing' : 'none';
};
