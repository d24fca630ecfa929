// Spec §4 "Switching company resets deep-link and selection flags and reloads entitlements for
// that DUNS." §3 "hasNavigate: deepLinkUrl, isNavigate, productName." Resetting empties deepLinkUrl
// and hasNavigate and sets isDunsSelected to false (D-DOM-8).

export interface NavigationIntent {
  readonly deepLinkUrl: string;
  readonly isNavigate: boolean;
  readonly productName: string;
}

export interface CompanySwitch {
  readonly deepLinkUrl: string;
  readonly isDunsSelected: boolean;
  readonly hasNavigate: NavigationIntent;
  readonly storeSelectedCompany: string;
  readonly reloadEntitlementsFor: string;
}

export const noNavigationIntent: NavigationIntent = {
  deepLinkUrl: '',
  isNavigate: false,
  productName: '',
};

/** The state changes and effects of choosing the company with `dunsNumber` in the dropdown. */
export const switchCompany = (dunsNumber: string): CompanySwitch => ({
  deepLinkUrl: '',
  isDunsSelected: false,
  hasNavigate: noNavigationIntent,
  storeSelectedCompany: dunsNumber,
  reloadEntitlementsFor: dunsNumber,
});
