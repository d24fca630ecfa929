import type { Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { PortalFrameState } from '../frame/portal-frame.use-case';
import type { LegalTerms, TermsGateway } from '../ports/terms-gateway.port';
import { MenuGatedPage } from './menu-gated-page.use-case';
import {
  toLegalTermsViewModel,
  type LegalTermsData,
  type LegalTermsViewModel,
} from './legal-terms.view-model';

export type LegalTermsPage = MenuGatedPage<LegalTermsData, LegalTermsViewModel>;

/**
 * Product and Legal Terms (spec §2 /accountInfo/legal): GET /entitlements/legal-terms's legal
 * documents and product agreements with their state, for the accounts the profile menu shows Legal
 * to. Deciding a product agreement stays on /agreement (D-ACCT-UI-6).
 */
export const legalTermsPage = (
  frame: Observable<PortalFrameState>,
  terms: TermsGateway,
): LegalTermsPage =>
  new MenuGatedPage(
    frame,
    'legal',
    async (shown) =>
      E.map((legal: LegalTerms): LegalTermsData => ({
        terms: legal,
        // The country's own pages of the two documents, as the footer links them.
        countryLinks: {
          'terms-of-use': shown.footer.termsOfUseUrl,
          'privacy-policy': shown.footer.privacyPolicyUrl,
        },
      }))(await terms.legalTerms()()),
    toLegalTermsViewModel,
  );
