import type { CountryCode } from '../../domain/locale/country';
import { SPEC_ROUTES } from '../../domain/navigation/route-access';
import type { CompanySearchQuery } from '../ports/get-a-duns-gateway.port';
import type { GetADunsMode } from './get-a-duns-mode';
import type { GetADunsState } from './get-a-duns.state';
import { adSlotOf, type AdSlotViewModel } from '../ads/ad-slot.view-model';
import { toFoundCompanyViewModel, type FoundCompanyViewModel } from './found-company.view-model';

export type GetADunsSearchResults =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'found'; readonly companies: readonly FoundCompanyViewModel[] }
  /** §8 "Sorry, no results were found in the company search." */
  | { readonly status: 'empty' }
  | { readonly status: 'error' };

export interface GetADunsSearchViewModel {
  readonly mode: GetADunsMode;
  /** The form's values when the page opens: the last search as typed. */
  readonly query: CompanySearchQuery;
  readonly results: GetADunsSearchResults;
  /**
   * §2 "a not-found link to request a number": the free DUNS application, with the last search as
   * typed (`businessName`, `zip`), which that page prefills (D-DUNSAPP-UI-2, D-GAD-ENTRY-4).
   */
  readonly requestDunsPath: string;
  /** §2 "Ad slots ... on a get-a-DUNS page" (§9 426x392, 385x436, 343x438). */
  readonly ad: AdSlotViewModel | undefined;
}

const resultsOf = (search: GetADunsState['search']): GetADunsSearchResults => {
  switch (search.status) {
    case 'idle':
      return { status: 'idle' };
    case 'searching':
      return { status: 'loading' };
    case 'failed':
      return { status: 'error' };
    case 'done':
      return search.results.length === 0
        ? { status: 'empty' }
        : { status: 'found', companies: search.results.map(toFoundCompanyViewModel) };
  }
};

/** The application page's address with the fields of `query` that are not blank. */
export const requestDunsPathOf = (query: CompanySearchQuery): string => {
  const parameters = new URLSearchParams();
  const businessName = query.businessName.trim();
  const zip = query.zipCode.trim();
  if (businessName !== '') parameters.set('businessName', businessName);
  if (zip !== '') parameters.set('zip', zip);
  const search = parameters.toString();
  return search === ''
    ? SPEC_ROUTES.dunsApplication.path
    : `${SPEC_ROUTES.dunsApplication.path}?${search}`;
};

/** /gad/search: the form, the results and the way to request a new number. */
export const toGetADunsSearchViewModel = (
  state: GetADunsState,
  country: CountryCode | undefined,
): GetADunsSearchViewModel => ({
  mode: state.mode,
  query: state.query,
  results: resultsOf(state.search),
  requestDunsPath: requestDunsPathOf(state.query),
  ad: adSlotOf('getADuns', country),
});
