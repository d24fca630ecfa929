import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { validateDunsSearch, type DunsSearchError } from '../../domain/companies/duns-search';
import { TOKENS } from '../app.tokens';
import { CompanySelector } from '../frame/company-selector.use-case';
import type {
  CompanySearchQuery,
  FoundCompany,
  GetADunsGateway,
  GrantedEntitlement,
} from '../ports/get-a-duns-gateway.port';
import type { Navigator } from '../ports/navigator.port';
import type { ServiceError } from '../ports/service-error';
import { Store } from '../view-model-store';
import { ENTITLEMENT_OF, flowPathOf, type GetADunsMode } from './get-a-duns-mode';
import {
  INITIAL_GET_A_DUNS_STATE,
  type ConfirmationState,
  type GetADunsState,
} from './get-a-duns.state';

/** The company list of the header: loaded again once a company has joined the account. */
export type CompanyListReload = Pick<CompanySelector, 'load'>;

/** What a search answered when its input was wrong: each field's §5 message, and no call made. */
export type SearchOutcome = 'searched' | { readonly invalid: readonly DunsSearchError[] };

const isAlreadyEntitled = (error: ServiceError): boolean =>
  error.code === 'service.rejected' && error.status === 409 && error.error === 'ALREADY_ENTITLED';

/** An association the provider verifies first starts 'pending' (D-ASSOC-1); the rest are there now. */
const outcomeOf = (status: GrantedEntitlement['status']): 'active' | 'pending' =>
  status === 'pending' ? 'pending' : 'active';

/**
 * Get-a-DUNS and Associate-a-DUNS (spec §2 "Free DUNS flow"): search the directory by business
 * name and ZIP Code, choose a company, confirm it. One store for the tab, shared by /gad/search,
 * /gad/dunsfound and /gad/free-duns-offer; the chosen company lives in memory only (D-GAD-UI-2).
 */
@injectable()
export class GetADunsFlow extends Store<GetADunsState> {
  /** Each search's number: the answer of a search overtaken by a newer one is dropped. */
  private generation = 0;

  constructor(
    @inject(TOKENS.GetADunsGateway) private readonly getADuns: GetADunsGateway,
    @inject(CompanySelector) private readonly companies: CompanyListReload,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
  ) {
    super(INITIAL_GET_A_DUNS_STATE);
  }

  /** The page's address names the mode; a change of mode starts the flow again. */
  selectMode(mode: GetADunsMode): void {
    if (this.snapshot.mode === mode) return;
    this.generation += 1;
    this.set({ ...INITIAL_GET_A_DUNS_STATE, mode });
  }

  /** Validates (§5) and searches; an invalid search makes no call and says what is wrong. */
  async search(typed: CompanySearchQuery): Promise<SearchOutcome> {
    const valid = validateDunsSearch(typed);
    if (E.isLeft(valid)) return { invalid: valid.left };
    const generation = ++this.generation;
    this.merge({ query: typed, search: { status: 'searching' } });
    const found = await this.getADuns.searchCompanies(valid.right)();
    if (generation !== this.generation) return 'searched';
    this.merge({
      search: E.isRight(found) ? { status: 'done', results: found.right } : { status: 'failed' },
    });
    return 'searched';
  }

  /** The same search again, after it failed. */
  async retry(): Promise<void> {
    await this.search(this.snapshot.query);
  }

  /** The user chose one of the results: the found page shows it. */
  choose(company: FoundCompany): void {
    this.merge({ chosen: company, confirmation: { status: 'idle' } });
  }

  /**
   * One of the search's results, by its DUNS, shown on the found page; a DUNS the results do not
   * hold changes nothing.
   */
  chooseResult(duns: string): void {
    const search = this.snapshot.search;
    const company =
      search.status === 'done' ? search.results.find((found) => found.duns === duns) : undefined;
    if (company === undefined) return;
    this.choose(company);
    this.navigator.show(flowPathOf('getADunsDunsFound', this.snapshot.mode));
  }

  /** "Not my company": back to the results, which are kept. */
  forgetChoice(): void {
    this.merge({ chosen: undefined, confirmation: { status: 'idle' } });
    this.navigator.show(flowPathOf('getADunsSearch', this.snapshot.mode));
  }

  /**
   * "Confirm and continue": entitles the chosen company (Duns Manager for Get-a-DUNS, app 283
   * for an association), then loads the header's company list again. A failure keeps the choice.
   */
  async confirm(): Promise<void> {
    const { chosen, mode, confirmation } = this.snapshot;
    if (chosen === undefined || confirmation.status === 'confirming') return;
    this.merge({ confirmation: { status: 'confirming' } });
    const { call, appId, salesChannel } = ENTITLEMENT_OF[mode];
    const granted = await this.getADuns[call]({
      encryptedDuns: chosen.encryptedDuns,
      appId,
      salesChannel,
    })();
    if (this.snapshot.chosen !== chosen) return;
    if (E.isLeft(granted)) {
      this.merge({ confirmation: this.failureOf(granted.left) });
      return;
    }
    this.merge({
      confirmation: { status: 'confirmed', outcome: outcomeOf(granted.right.status) },
    });
    await this.companies.load();
  }

  private failureOf(error: ServiceError): ConfirmationState {
    return isAlreadyEntitled(error) ? { status: 'alreadyEntitled' } : { status: 'failed' };
  }

  private merge(change: Partial<GetADunsState>): void {
    this.set({ ...this.snapshot, ...change });
  }
}
