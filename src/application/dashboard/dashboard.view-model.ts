import type { CompanyEntitlements } from '../ports/entitlement-queries.port';
import type { UserProfile } from '../ports/portal-data.port';

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

/** What the tiles are made of: the user's companies (for their names) and product entitlements. */
export type DashboardEntitlements = Pick<CompanyEntitlements, 'companies' | 'vboEntitlements'>;

/** Builds the dashboard (spec §2 "Landing / My Apps"): welcome name and one tile per product entitlement. */
export const toDashboardViewModel = (
  profile: UserProfile,
  entitlements: DashboardEntitlements,
): DashboardViewModel => {
  const companyNames = new Map(
    entitlements.companies.map((company) => [company.duns, company.businessName]),
  );
  return {
    status: 'ready',
    firstName: profile.firstName,
    tiles: entitlements.vboEntitlements.map((product, index) => ({
      key: `${product.appId}-${product.productId ?? 'none'}-${product.duns ?? 'none'}-${index}`,
      title: product.productName,
      companyName: product.duns === undefined ? undefined : companyNames.get(product.duns),
    })),
  };
};
