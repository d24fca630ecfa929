import * as TE from 'fp-ts/TaskEither';
import type {
  FreemiumRequest,
  GetADunsGateway,
  GrantedTrial,
} from '../../src/application/ports/get-a-duns-gateway.port';
import type { ServiceError } from '../../src/application/ports/service-error';
import { ACME } from './frame-fakes';

const unexpected = () => {
  throw new Error('not expected by this test');
};

/** Answers the trial call as the test sets; the other Get-a-DUNS calls are not expected. */
export class FakeGetADuns implements GetADunsGateway {
  readonly requests: FreemiumRequest[] = [];
  answer: TE.TaskEither<ServiceError, GrantedTrial> = TE.right({
    duns: ACME.duns,
    appId: 252,
    productId: 14707,
    productName: 'Credit Monitor Preview',
    status: 'trial',
    termsAccepted: false,
    trialEndsAt: '2026-12-10T12:00:00Z',
    trialDaysLeft: 14,
  });
  searchCompanies = unexpected;
  dunsApplication = unexpected;
  entitleExistingDuns = unexpected;
  entitleProduct = unexpected;
  entitleFreemium(request: FreemiumRequest) {
    this.requests.push(request);
    return this.answer;
  }
}
