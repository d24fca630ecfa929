import { opensForChosenCompany, type Product } from './product-catalogue';

// What opening a product tile does (spec §2 "Modals: product terms ..., company picker ('open
// product for which company')", §4 "Declining product terms shows access unavailable", §9 special
// application ids 274 and 294). The order is D-DASH-2: the product's terms first (nothing opens
// before they are accepted), then the Marketing Hub's single sign-on for its product, then the
// company picker when the product is the user's for more than one company, else the hand-off.

/** For which company a product opens. */
export type TileTarget =
  | { readonly kind: 'company'; readonly duns: string }
  | { readonly kind: 'noCompany' }
  | { readonly kind: 'pendingDuns' };

export type TileOpening =
  | { readonly kind: 'productTerms' }
  | { readonly kind: 'marketingHub' }
  | { readonly kind: 'pickCompany'; readonly companies: readonly string[] }
  | { readonly kind: 'handOff'; readonly target: TileTarget };

export interface TileOpeningFacts {
  readonly product: Product | undefined;
  readonly termsAccepted: boolean;
  /** The DUNS number the entitlement is for, if it names one. */
  readonly entitlementDuns: string | undefined;
  /** The product waits for a DUNS number (a pending entitlement). */
  readonly waitsForDuns: boolean;
  /** The selected company as a target: its DUNS number, the pending placeholder, or none. */
  readonly selected: TileTarget;
  /** The user's companies that hold the product (asked only when `needsHolders`). */
  readonly holders?: readonly string[];
}

/** Whether opening the tile needs to know which of the user's companies hold the product. */
export const needsHolders = (product: Product | undefined): boolean =>
  product !== undefined && opensForChosenCompany(product);

const targetOf = (facts: TileOpeningFacts): TileTarget => {
  if (facts.waitsForDuns) return { kind: 'pendingDuns' };
  return facts.entitlementDuns === undefined
    ? facts.selected
    : { kind: 'company', duns: facts.entitlementDuns };
};

export const tileOpening = (facts: TileOpeningFacts): TileOpening => {
  if (!facts.termsAccepted) return { kind: 'productTerms' };
  if (facts.product?.key === 'dunsManagerAndProfileManager') return { kind: 'marketingHub' };
  const holders = [...new Set(facts.holders ?? [])];
  const [only, ...others] = holders;
  if (needsHolders(facts.product) && others.length > 0) {
    return { kind: 'pickCompany', companies: holders };
  }
  // The one company that holds it, whichever is selected (a product of one company's data).
  if (needsHolders(facts.product) && only !== undefined && !facts.waitsForDuns) {
    return { kind: 'handOff', target: { kind: 'company', duns: only } };
  }
  return { kind: 'handOff', target: targetOf(facts) };
};
