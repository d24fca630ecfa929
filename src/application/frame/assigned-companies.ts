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
 * §3 "dunsApplicationProgress" from the credit-file (DUNS application) cases: a `processing` case
 * is a submitted application being processed (D-DOM-2). A `pending` one is still waiting for its
 * DUNS number to be created, which the non-empty dfcEntitlements already says (the "Pending DUNS
 * number creation" reason), as the /duns-application page names the two (D-GAD-ENTRY-1).
 * "Not complete" is the Get-a-DUNS flow's own state before submission, which no entitlement
 * object carries.
 */
export const dunsApplicationProgressOf = (
  entitlements: CompanyEntitlements,
): DunsApplicationProgress =>
  entitlements.dfcEntitlements.some((dfcCase) => dfcCase.status === 'processing')
    ? 'processing'
    : 'none';
