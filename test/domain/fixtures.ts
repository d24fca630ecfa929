import { pendingPlaceholderCompany, type Company } from '../../src/domain/companies/company';
import { noEntitlements, type Entitlements } from '../../src/domain/entitlements/entitlements';

/** A company with the given business name and DUNS number, every other value empty. */
export const company = (businessName: string, dunsNumber: string): Company => ({
  ...pendingPlaceholderCompany,
  profileDetails: { ...pendingPlaceholderCompany.profileDetails, dunsNumber },
  summary: { ...pendingPlaceholderCompany.summary, businessName },
});

export const entitlements = (overrides: Partial<Entitlements> = {}): Entitlements => ({
  ...noEntitlements,
  ...overrides,
});

/** Entitlements with vbo entitlements for the named products. */
export const withProducts = (...productNames: string[]): Entitlements =>
  entitlements({ vboEntitlements: productNames.map((productName) => ({ productName })) });

export const names = (companies: readonly Company[]): string[] =>
  companies.map((entry) => entry.summary.businessName);
