import { isPendingPlaceholder, type Company } from '../companies/company';
import type { PlaPendingProducts } from '../entitlements/entitlement-flags';

// Spec §4 "Marketing Hub tab: same agreement check; otherwise a single-sign-on request is made
// depending on company selection (no DUNS, pending DUNS, selected DUNS); with a ready deep link the
// user goes straight there." §7 "Marketing Hub single-sign-on request: dunsNumber, DUNSList,
// noDunsFlow, pendingDuns → ssoUrl".

export interface MarketingHubSsoRequest {
  readonly dunsNumber: string;
  readonly DUNSList: readonly string[];
  readonly noDunsFlow: boolean;
  readonly pendingDuns: boolean;
}

export type MarketingHubTabAction =
  | { readonly type: 'showAgreement' }
  | { readonly type: 'goToDeepLink'; readonly url: string }
  | { readonly type: 'requestSingleSignOn'; readonly request: MarketingHubSsoRequest };

export interface MarketingHubTabInput {
  readonly pending: PlaPendingProducts;
  readonly deepLinkUrl: string;
  readonly selected: Company | undefined;
  readonly companies: readonly Company[];
}

export const marketingHubTabAction = (input: MarketingHubTabInput): MarketingHubTabAction => {
  const agreement = input.pending.dunsAndProfileManager;
  if (agreement !== undefined && !agreement.isPLAAccepted) return { type: 'showAgreement' };
  if (input.deepLinkUrl !== '') return { type: 'goToDeepLink', url: input.deepLinkUrl };
  const pendingDuns = input.selected !== undefined && isPendingPlaceholder(input.selected);
  const dunsNumber = input.selected?.profileDetails.dunsNumber ?? '';
  return {
    type: 'requestSingleSignOn',
    request: {
      dunsNumber,
      DUNSList: input.companies
        .map((company) => company.profileDetails.dunsNumber)
        .filter((duns) => duns !== ''),
      noDunsFlow: input.selected === undefined,
      pendingDuns,
    },
  };
};
