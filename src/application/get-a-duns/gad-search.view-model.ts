import { adSlot, type AdSize } from '../../domain/navigation/ad-slots';
import type { CountryCode } from '../../domain/locale/country';
import type { Device } from '../../domain/navigation/viewport';
import { SPEC_ROUTES } from '../../domain/navigation/route-access';
import type { CompanySearchQuery } from '../ports/get-a-duns.port';
import type { GetADunsMode } from './get-a-duns-mode';
import type { GetADunsState } from './get-a-duns.state';
import { toFoundCompanyViewModel, type FoundCompanyViewModel } from './found-company.view-model';

/** An ad slot's size on each device (§9), where the country has ads for the placement. */
export type AdSizes = Readonly<Record<Device, AdSize>>;

export type GadSearchResults =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'found'; readonly companies: readonly FoundCompanyViewModel[] }
  /** §8 "Sorry, no results were found in the company search." */
  | { readonly status: 'empty' }
  | { readonly status: 'error' };

export interface GadSearchViewModel {
  readonly mode: GetADunsMode;
  /** The form's values when the page opens: the last search as typed. */
  readonly query: CompanySearchQuery;
  readonly results: GadSearchResults;
  /**
   * §2 "a not-found link to request a number": the free DUNS application, with the last search as
   * typed (`businessName`, `zip`), which that page prefills (D-DUNSAPP-UI-2, D-GAD-ENTRY-4).
   */
  readonly requestDunsPath: string;
  /** §2 "Ad slots ... on a get-a-DUNS page" (§9 426x392, 385x436, 343x438). */
  readonly ad: AdSizes | undefined;
}

/** The placement's slot on every device, or undefined where the country has none. */
export const adSizesOf = (
  placement: 'getADuns' | 'offers',
  country: CountryCode | undefined,
): AdSizes | undefined => {
  if (country === undefined) return undefined;
  const mobile = adSlot(placement, 'mobile', country);
  const tablet = adSlot(placement, 'tablet', country);
  const desktop = adSlot(placement, 'desktop', country);
  return mobile && tablet && desktop ? { mobile, tablet, desktop } : undefined;
};

const resultsOf = (search: GetADunsState['search']): GadSearchResults => {
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
export const toGadSearchViewModel = (
  state: GetADunsState,
  country: CountryCode | undefined,
): GadSearchViewModel => ({
  mode: state.mode,
  query: state.query,
  results: resultsOf(state.search),
  requestDunsPath: requestDunsPathOf(state.query),
  ad: adSizesOf('getADuns', country),
});
