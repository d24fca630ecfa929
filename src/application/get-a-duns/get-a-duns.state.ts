import type { CompanySearchQuery, FoundCompany } from '../ports/get-a-duns-gateway.port';
import type { GetADunsMode } from './get-a-duns-mode';

/** The directory search (spec §2 "search by business name plus US ZIP, results"). */
export type SearchState =
  | { readonly status: 'idle' }
  | { readonly status: 'searching' }
  | { readonly status: 'done'; readonly results: readonly FoundCompany[] }
  | { readonly status: 'failed' };

/**
 * Confirming the chosen company (POST /GAD/entitleProduct, or entitleExistingDuns to associate).
 * `pending`: an association that waits for verification before the company joins the user's
 * list; `active`: it is there now.
 */
export type ConfirmationState =
  | { readonly status: 'idle' }
  | { readonly status: 'confirming' }
  | { readonly status: 'confirmed'; readonly outcome: 'active' | 'pending' }
  /** 409 ALREADY_ENTITLED: the company is on the account already. */
  | { readonly status: 'alreadyEntitled' }
  | { readonly status: 'failed' };

/** The flow's state, in memory for the tab only (D-GAD-UI-2). */
export interface GetADunsState {
  readonly mode: GetADunsMode;
  /** What was last searched for, as typed: the form shows it again (a failed search keeps it). */
  readonly query: CompanySearchQuery;
  readonly search: SearchState;
  readonly chosen: FoundCompany | undefined;
  readonly confirmation: ConfirmationState;
}

export const INITIAL_GET_A_DUNS_STATE: GetADunsState = {
  mode: 'getADuns',
  query: { businessName: '', zipCode: '' },
  search: { status: 'idle' },
  chosen: undefined,
  confirmation: { status: 'idle' },
};
