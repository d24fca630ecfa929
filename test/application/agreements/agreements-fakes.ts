import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type {
  LegalTerms,
  ProductTerms,
  ProductTermsDecision,
  RecordedTermsDecision,
} from '../../../src/application/ports/terms-gateway.port';
import type { ServiceError } from '../../../src/application/ports/service-error';
import { FakeTermsGateway, legalDocuments } from '../frame-fakes';

/** One product agreement as the terms gateway answers it: Credit Insights pending, by default. */
export const productTerms = (overrides: Partial<ProductTerms> = {}): ProductTerms => ({
  appId: 294,
  productName: 'Credit Insights',
  duns: '079942718',
  title: 'Credit Insights Product Licence Agreement',
  version: '4.2',
  status: 'pending',
  decidedAt: undefined,
  agreementText: 'These terms govern your use of Credit Insights.',
  ...overrides,
});

/**
 * The terms gateway as the backend behaves: a decision recorded is what legal-terms answers next
 * (status, version and time). A test may hold decisions to see them in progress, and fail reads.
 */
export class AgreementsBackend extends FakeTermsGateway {
  readingFails = false;
  private held: (() => void)[] | undefined;

  constructor(agreements: readonly ProductTerms[]) {
    super();
    this.legal = {
      productTerms: agreements,
      legalDocuments: legalDocuments('accepted').legalDocuments,
    };
  }

  /** Decisions wait until `release`. */
  hold(): void {
    this.held = [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = undefined;
    for (const resume of waiting) resume();
  }

  override legalTerms() {
    return this.readingFails
      ? TE.left<ServiceError, LegalTerms>({ code: 'service.unavailable' })
      : super.legalTerms();
  }

  override decideProductTerms(decision: ProductTermsDecision) {
    const answer = super.decideProductTerms(decision);
    const recorded: TE.TaskEither<ServiceError, RecordedTermsDecision> = async () => {
      const held = this.held;
      if (held !== undefined) await new Promise<void>((resume) => held.push(resume));
      const result = await answer();
      if (E.isRight(result) && this.legal !== undefined) this.record(result.right);
      return result;
    };
    return recorded;
  }

  private record(decided: RecordedTermsDecision): void {
    if (this.legal === undefined) return;
    this.legal = {
      ...this.legal,
      productTerms: this.legal.productTerms.map((terms) =>
        terms.appId === decided.appId && terms.duns === decided.duns
          ? {
              ...terms,
              status: decided.accepted ? 'accepted' : 'declined',
              version: decided.version,
              decidedAt: decided.decidedAt,
            }
          : terms,
      ),
    };
  }
}
