import { parseSeniorityLevel } from '../../domain/companies/company-profile-access';
import type {
  CompanyEntitlements,
  EntitledProduct,
} from '../../application/ports/entitlement-queries.port';
import type { EntitlementObjectDto, ProductEntitlementDto } from './entitlement-queries.codecs';

export const orUndefined = <A>(value: A | null | undefined): A | undefined => value ?? undefined;

export const toEntitledProduct = (dto: ProductEntitlementDto): EntitledProduct => ({
  appId: dto.appId,
  productId: orUndefined(dto.productId),
  productName: dto.product_name,
  duns: orUndefined(dto.dunsNumber),
  status: dto.status,
  termsAccepted: dto.plaAccepted,
  trialDaysLeft: dto.trialDaysLeft,
  assetsReady: dto.assetsReady ?? false,
  newFeature: dto.newFeature ?? false,
});

export const toCompanyEntitlements = (dto: EntitlementObjectDto): CompanyEntitlements => ({
  selectedDuns: orUndefined(dto.selectedDuns),
  companyInfo: dto.companyInfo.map((company) => company.dunsNumber),
  companies: dto.companyInfo.map((company) => ({
    duns: company.dunsNumber,
    businessName: company.businessName,
    seniority: parseSeniorityLevel(company.role),
    encryptedDuns: company.encryptedDuns,
  })),
  credibilityEntitlements: dto.credibilityEntitlements.map(({ type, displayDuns, title }) => ({
    type,
    displayDuns,
    title,
  })),
  vboEntitlements: dto.vboEntitlements.map(toEntitledProduct),
  vboAssociatedDuns: dto.vboAssociatedDuns,
  dfcEntitlements: dto.dfcEntitlements.map((entry) => ({
    caseId: entry.caseId,
    duns: orUndefined(entry.dunsNumber),
    productName: entry.productName,
    status: entry.status,
    createdAt: entry.createdAt,
  })),
  pla: { acceptedTos: dto.pla.accepted_tos, plaContent: dto.pla.pla_content },
  isPendingOwlEntitlementsAvailable: dto.isPendingOwlEntitlementsAvailable,
  creditSignalMigrated: dto.isCreditSignalMigrated ?? false,
});
