import type { Subscription } from 'rxjs';
import * as E from 'fp-ts/Either';
import { isPendingPlaceholder } from '../../domain/companies/company';
import { Store } from '../view-model-store';
import type {
  ProductTerms,
  RecordedTermsDecision,
  TermsGateway,
} from '../ports/terms-gateway.port';
import type { CompanySelector, CompanySelectorState } from '../frame/company-selector.use-case';
import {
  agreementKeyOf,
  toAgreementsViewModel,
  type AgreementsState,
  type AgreementsViewModel,
} from './agreements.view-model';

type Ready = Extract<AgreementsState, { status: 'ready' }>;

const without = (set: ReadonlySet<string>, key: string): ReadonlySet<string> =>
  new Set([...set].filter((entry) => entry !== key));

const namesOf = (selection: CompanySelectorState): ReadonlyMap<string, string> | undefined =>
  selection.status !== 'ready'
    ? undefined
    : new Map(
        selection.companies
          .filter((company) => !isPendingPlaceholder(company))
          .map((company) => [company.profileDetails.dunsNumber, company.summary.businessName]),
      );

/** The agreement as the recorded decision leaves it, before the list is read again. */
const afterDecision = (terms: ProductTerms, decided: RecordedTermsDecision): ProductTerms => ({
  ...terms,
  status: decided.accepted ? 'accepted' : 'declined',
  version: decided.version,
  decidedAt: decided.decidedAt,
});

const LOADING: AgreementsState = { status: 'loading' };

/**
 * The /agreement page (spec §2 "product-level agreements", §4 "Declining product terms shows
 * access unavailable; the user must accept to gain access"): the user's product licence agreements
 * from GET /entitlements/legal-terms, each per product and company, and the decision on one
 * (PUT /entitlements/pla). After a decision the list and the company selector are read again, so
 * the dashboard's pills follow (D-AGREE-2).
 */
export class ProductAgreements extends Store<AgreementsViewModel> {
  private current: AgreementsState = LOADING;
  private companyNames: ReadonlyMap<string, string> = new Map();
  private names: Subscription | undefined;
  /** Each read of the list has a number: an answer overtaken by a later read or decision is dropped. */
  private generation = 0;

  constructor(
    private readonly terms: TermsGateway,
    private readonly selector: CompanySelector,
  ) {
    super(toAgreementsViewModel(LOADING));
  }

  /** The page opens: the list is read, and company names follow the selector. */
  async open(): Promise<void> {
    this.names?.unsubscribe();
    this.names = this.selector.state$.subscribe((selection) => {
      const names = namesOf(selection);
      if (names === undefined) return;
      this.companyNames = names;
      if (this.current.status === 'ready') this.next({ ...this.current, companyNames: names });
    });
    await this.load();
  }

  /** After an error: the list again. */
  async retry(): Promise<void> {
    await this.load();
  }

  dispose(): void {
    this.names?.unsubscribe();
    this.names = undefined;
    this.generation += 1;
  }

  /** "Read and accept": the agreement's text with its choices, for one not accepted yet. */
  read(key: string): void {
    const ready = this.ready();
    const terms = ready?.agreements.find((entry) => agreementKeyOf(entry) === key);
    if (ready === undefined || terms === undefined || terms.status === 'accepted') return;
    this.next({ ...ready, reading: key, failed: without(ready.failed, key) });
  }

  /** Closing the dialog of an agreement already declined leaves it declined; a pending one must be decided. */
  closeReading(): void {
    const ready = this.ready();
    if (ready === undefined || ready.reading === undefined || ready.deciding.has(ready.reading)) {
      return;
    }
    const reading = ready.agreements.find((entry) => agreementKeyOf(entry) === ready.reading);
    if (reading?.status === 'pending') return;
    this.next({ ...ready, reading: undefined });
  }

  /** Accepts, or declines a pending agreement; the list and the company selector follow. */
  async decide(key: string, accepted: boolean): Promise<void> {
    const ready = this.ready();
    const terms = ready?.agreements.find((entry) => agreementKeyOf(entry) === key);
    if (ready === undefined || terms === undefined || ready.deciding.has(key)) return;
    // Declining is for a pending agreement only; an accepted one has nothing left to decide.
    if (accepted ? terms.status === 'accepted' : terms.status !== 'pending') return;
    this.next({
      ...ready,
      deciding: new Set([...ready.deciding, key]),
      failed: without(ready.failed, key),
    });
    const decided = await this.terms.decideProductTerms({
      duns: terms.duns,
      appId: terms.appId,
      accepted,
    })();
    const after = this.ready();
    if (after === undefined) return;
    if (E.isLeft(decided)) {
      this.next({
        ...after,
        deciding: without(after.deciding, key),
        failed: new Set([...after.failed, key]),
      });
      return;
    }
    this.generation += 1;
    this.next({
      ...after,
      agreements: after.agreements.map((entry) =>
        agreementKeyOf(entry) === key ? afterDecision(entry, decided.right) : entry,
      ),
      reading: after.reading === key ? undefined : after.reading,
      deciding: without(after.deciding, key),
      lastDecision: { key, accepted: decided.right.accepted },
    });
    await Promise.all([this.refresh(), this.selector.load()]);
  }

  private async load(): Promise<void> {
    const generation = ++this.generation;
    this.next({ status: 'loading' });
    const answer = await this.terms.legalTerms()();
    if (generation !== this.generation) return;
    this.next(
      E.isLeft(answer)
        ? { status: 'failed' }
        : {
            status: 'ready',
            agreements: answer.right.productTerms,
            companyNames: this.companyNames,
            reading: undefined,
            deciding: new Set(),
            failed: new Set(),
            lastDecision: undefined,
          },
    );
  }

  /** The list read again after a decision; if that fails, the decision as recorded stays shown. */
  private async refresh(): Promise<void> {
    const generation = ++this.generation;
    const answer = await this.terms.legalTerms()();
    const ready = this.ready();
    if (generation !== this.generation || ready === undefined || E.isLeft(answer)) return;
    this.next({ ...ready, agreements: answer.right.productTerms });
  }

  private ready(): Ready | undefined {
    return this.current.status === 'ready' ? this.current : undefined;
  }

  // The view model is built once per state, so the page's snapshot is stable between changes.
  private next(state: AgreementsState): void {
    this.current = state;
    this.set(toAgreementsViewModel(state));
  }
}
