import type { Company } from './company';

// Spec §4 "The selected company is kept in local storage and removed when no companies exist."
// A stored DUNS still in the list stays selected; otherwise the first company is selected and
// stored, and with no companies the stored choice is removed (D-DOM-8).

/** §9 "Debounce 300 ms": a company choice waits this long before it is acted on (§2). */
export const DEBOUNCE_MS = 300;

export type StoredChoiceUpdate =
  | { readonly action: 'keep' }
  | { readonly action: 'store'; readonly dunsNumber: string }
  | { readonly action: 'remove' };

export interface CompanySelection {
  readonly selected: Company | undefined;
  readonly storedChoice: StoredChoiceUpdate;
}

/** `list` is the dropdown's list (company-list.ts), `stored` the DUNS kept in local storage. */
export const selectCompany = (
  list: readonly Company[],
  stored: string | null | undefined,
): CompanySelection => {
  const [first] = list;
  if (first === undefined) return { selected: undefined, storedChoice: { action: 'remove' } };
  const kept = list.find(
    (company) =>
      company.profileDetails.dunsNumber !== '' && company.profileDetails.dunsNumber === stored,
  );
  if (kept !== undefined) return { selected: kept, storedChoice: { action: 'keep' } };
  const dunsNumber = first.profileDetails.dunsNumber;
  return {
    selected: first,
    storedChoice: dunsNumber === '' ? { action: 'remove' } : { action: 'store', dunsNumber },
  };
};
