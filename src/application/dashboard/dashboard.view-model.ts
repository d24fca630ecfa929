import type { Entitlements, UserProfile } from '../ports/portal-data.port';

export interface ProductTileViewModel {
  readonly key: string;
  readonly title: string;
  readonly companyName: string | undefined;
}

export type DashboardViewModel =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | {
      readonly status: 'ready';
      readonly firstName: string;
      readonly tiles: readonly ProductTileViewModel[];
    };

/** Builds the dashboard (spec §2 "Landing / My Apps"): welcome name and one tile per product entitlement. */
export const toDashboardViewModel = (
  profile: UserProfile,
  entitlements: Entitlements,
): DashboardViewModel => {
  const companyNames = new Map(
    entitlements.companies.map((company) => [company.duns, company.businessName]),
  );
  return {
    status: 'ready',
    firstName: profile.firstName,
    tiles: entitlements.products.map((product, index) => ({
      key: `${product.appId}-${product.productId ?? 'none'}-${product.duns ?? 'none'}-${index}`,
      title: product.productName,
      companyName: product.duns === undefined ? undefined : companyNames.get(product.duns),
    })),
  };
};
