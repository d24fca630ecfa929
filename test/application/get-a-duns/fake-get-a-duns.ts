import * as TE from 'fp-ts/TaskEither';
import type {
  CompanySearchQuery,
  EntitleRequest,
  FoundCompany,
  GetADunsGateway,
  GrantedEntitlement,
} from '../../../src/application/ports/get-a-duns-gateway.port';
import type { ServiceError } from '../../../src/application/ports/service-error';

const unexpected = () => {
  throw new Error('not expected by this test');
};

export const BLUE_HERON: FoundCompany = {
  duns: '123456789',
  encryptedDuns: 'sealed-123456789',
  businessName: 'Blue Heron Cafe LLC',
  tradeName: 'Blue Heron',
  streetAddress: '12 Harbor Way',
  city: 'Portland',
  state: 'ME',
  zipCode: '04101',
};

export const granted = (status: GrantedEntitlement['status']): GrantedEntitlement => ({
  duns: BLUE_HERON.duns,
  appId: 154,
  productId: 14624,
  productName: 'Duns Manager and Profile Manager',
  status,
  termsAccepted: true,
});

export const rejected = (status: number, error: string): ServiceError => ({
  code: 'service.rejected',
  status,
  error,
  message: error,
});

/** The search and entitle calls as the test sets, each request recorded. */
export class FakeGetADunsFlowGateway implements GetADunsGateway {
  readonly searches: CompanySearchQuery[] = [];
  /** Each entitle call, with the §7 call it went to. */
  readonly entitlements: (EntitleRequest & { readonly call: string })[] = [];
  searchAnswer: TE.TaskEither<ServiceError, readonly FoundCompany[]> = TE.right([BLUE_HERON]);
  entitleAnswer: TE.TaskEither<ServiceError, GrantedEntitlement> = TE.right(granted('active'));
  dunsApplication = unexpected;
  entitleFreemium = unexpected;
  searchCompanies(query: CompanySearchQuery) {
    this.searches.push(query);
    return this.searchAnswer;
  }
  entitleExistingDuns(request: EntitleRequest) {
    this.entitlements.push({ call: 'entitleExistingDuns', ...request });
    return this.entitleAnswer;
  }
  entitleProduct(request: EntitleRequest) {
    this.entitlements.push({ call: 'entitleProduct', ...request });
    return this.entitleAnswer;
  }
}

/** The header's company list: counts its reloads. */
export class FakeCompanyList {
  loads = 0;
  load(): Promise<void> {
    this.loads += 1;
    return Promise.resolve();
  }
}
