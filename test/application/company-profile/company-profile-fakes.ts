import * as TE from 'fp-ts/TaskEither';
import { pendingPlaceholderCompany, type Company } from '../../../src/domain/companies/company';
import type {
  CompanyInfo,
  CompanyInfoRequest,
} from '../../../src/application/ports/entitlement-queries.port';
import type { ServiceError } from '../../../src/application/ports/service-error';
import { entitlementsFor, FakeEntitlementQueries } from '../frame-fakes';

/** A full company record: every §2 field has a value (Acme's, as the reference backend seeds it). */
export const companyRecord = (businessName: string, duns: string): Company => ({
  mapDetails: {
    countryCode: 'US',
    countryName: 'United States',
    postalCode: '07078',
    streetAddress: '100 Market Street',
    territory: 'NJ',
    town: 'Short Hills',
    buildingName: 'Market Plaza',
  },
  profileDetails: {
    companyProfileUrl: `http://localhost:8080/companyDetails?duns=${duns}`,
    countryName: 'United States',
    dunsNumber: duns,
    industryDescription: 'Management consulting services',
    legalForm: 'Limited Liability Company',
    ownership: 'Privately held',
    principal: 'Alex Morgan, Director',
    standaloneIndicator: true,
    telephoneNumber: '(973) 555-0142',
    website: 'www.acme-analytics.example',
    stateIncorporated: 'Delaware',
    annualSales: { amount: '4850000.00', currency: 'USD' },
    employees: 38,
    yearIncorporated: 2011,
    yearStarted: 2009,
    currentPrincipals: ['Alex Morgan, Director', 'Rita Chen, Chief Financial Officer'],
  },
  scoring: {
    delinquency: 12,
    financialStress: 2,
    financialStressNationalPercentile: 74,
    paydex: 80,
    serRating: 3,
  },
  summary: {
    bankruptcyIndicator: false,
    businessName,
    locationType: 'Headquarters',
    operatingStatus: 'Active',
    reportDate: '2026-01-15',
    tradeName: 'Acme Analytics',
  },
  paymentsAndFilings: {
    courtJudgements: 0,
    mortgagesAndCharges: 1,
    tradePaymentsHighestPastDue: { amount: '750.00', currency: 'USD' },
  },
});

/** A company whose record holds nothing beyond its name and DUNS number. */
export const bareRecord = (businessName: string, duns: string): Company => ({
  ...pendingPlaceholderCompany,
  profileDetails: { ...pendingPlaceholderCompany.profileDetails, dunsNumber: duns },
  summary: { ...pendingPlaceholderCompany.summary, businessName },
});

/**
 * The entitlement queries with getCompanyInfo answering each company's record (`records`), or a
 * failure for the DUNS numbers in `failingRecords`; `held` keeps answers back until released.
 */
export class FakeCompanyRecords extends FakeEntitlementQueries {
  readonly records = new Map<string, Company>();
  readonly failingRecords = new Set<string>();
  private readonly held: (() => void)[] = [];
  holding = false;

  override companyInfo(request: CompanyInfoRequest): TE.TaskEither<ServiceError, CompanyInfo> {
    this.infoRequests.push(request);
    const duns = request.kind === 'company' ? request.duns : '';
    const answer = (): TE.TaskEither<ServiceError, CompanyInfo> => {
      const company = this.records.get(duns);
      return this.failingRecords.has(duns) || company === undefined
        ? TE.left({ code: 'service.unavailable' })
        : TE.right({ entitlements: entitlementsFor(duns, this.current.companies), company });
    };
    if (!this.holding) return answer();
    return () =>
      new Promise((resolve) => {
        this.held.push(() => void answer()().then(resolve));
      });
  }

  /** Lets the held answers through, in the order asked or the newest first. */
  release(order: 'oldestFirst' | 'newestFirst' = 'oldestFirst'): void {
    this.holding = false;
    const answers = this.held.splice(0);
    for (const answer of order === 'oldestFirst' ? answers : answers.reverse()) answer();
  }
}
