import { SPEC_ROUTES } from '../../domain/navigation/route-access';
import { flowPathOf, type GetADunsMode } from './get-a-duns-mode';
import type { GetADunsState } from './get-a-duns.state';
import { toFoundCompanyViewModel, type FoundCompanyViewModel } from './found-company.view-model';

/**
 * What /gad/dunsfound shows (spec §2 "found-congratulations with confirm and continue"):
 * - noChoice: nothing chosen in this tab (a reload): back to the search (D-GAD-UI-2);
 * - confirm / confirming: the company and "Confirm and continue";
 * - alreadyEntitled (409) and failed: the message, with the choice kept to try again;
 * - toOffers: Get-a-DUNS confirmed, on to the partner offers;
 * - associated / pending: Associate-a-DUNS confirmed, the result here (D-GAD-UI-3).
 */
export type GetADunsFoundScreen =
  | 'noChoice'
  | 'confirm'
  | 'confirming'
  | 'alreadyEntitled'
  | 'failed'
  | 'toOffers'
  | 'associated'
  | 'pending';

export interface GetADunsFoundViewModel {
  readonly mode: GetADunsMode;
  readonly screen: GetADunsFoundScreen;
  readonly company: FoundCompanyViewModel | undefined;
  /** The search, in the same mode. */
  readonly searchPath: string;
  readonly offersPath: string;
  readonly companyDetailsPath: string;
  readonly dashboardPath: string;
}

const screenOf = (state: GetADunsState): GetADunsFoundScreen => {
  if (state.chosen === undefined) return 'noChoice';
  const confirmation = state.confirmation;
  switch (confirmation.status) {
    case 'idle':
      return 'confirm';
    case 'confirming':
      return 'confirming';
    case 'alreadyEntitled':
      return 'alreadyEntitled';
    case 'failed':
      return 'failed';
    case 'confirmed':
      if (state.mode === 'getADuns') return 'toOffers';
      return confirmation.outcome === 'pending' ? 'pending' : 'associated';
  }
};

export const toGetADunsFoundViewModel = (state: GetADunsState): GetADunsFoundViewModel => ({
  mode: state.mode,
  screen: screenOf(state),
  company: state.chosen === undefined ? undefined : toFoundCompanyViewModel(state.chosen),
  searchPath: flowPathOf('getADunsSearch', state.mode),
  offersPath: SPEC_ROUTES.getADunsFreeDunsOffer.path,
  companyDetailsPath: SPEC_ROUTES.companyDetails.path,
  dashboardPath: SPEC_ROUTES.home.path,
});
