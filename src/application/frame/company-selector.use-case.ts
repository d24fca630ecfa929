import { inject, injectable } from 'inversify';
import {
  debounceTime,
  from,
  Subject,
  switchMap,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import * as E from 'fp-ts/Either';
import { isPendingPlaceholder, type Company } from '../../domain/companies/company';
import { companyList } from '../../domain/companies/company-list';
import { selectCompany, DEBOUNCE_MS } from '../../domain/companies/company-selection';
import { switchCompany } from '../../domain/companies/company-switch';
import { isDunsNumber } from '../../domain/companies/duns-number';
import { TOKENS } from '../app.tokens';
import { Store } from '../view-model-store';
import type { Analytics } from '../ports/analytics.port';
import type { CompanyEntitlements, EntitlementQueries } from '../ports/entitlement-queries.port';
import type { PreferenceStore } from '../ports/preference-store.port';
import type { ServiceError } from '../ports/service-error';
import { companiesOf, dunsApplicationProgressOf } from './assigned-companies';

export type CompanySelectorState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      /** The dropdown's list: the "(Company pending)" placeholder first when §4 says so, then by name. */
      readonly companies: readonly Company[];
      readonly selected: Company | undefined;
      /** The entitlement object of the selected company. */
      readonly entitlements: CompanyEntitlements;
      /** A choice is waiting out the debounce or its entitlements are loading. */
      readonly switching: boolean;
    };

/**
 * The navigation bar's company selector (spec §2, §4): the user's companies in the §4 order, the
 * selection kept in local storage (removed when no companies exist), and a choice — debounced
 * 300 ms — that is stored, tracked and reloads the entitlements for that DUNS.
 */
@injectable()
export class CompanySelector extends Store<CompanySelectorState> {
  private readonly choices = new Subject<string>();
  /** The last choice not acted on yet: a load ending meanwhile leaves it on its way. */
  private pendingChoice: string | undefined;
  private readonly choiceSubscription: Subscription;

  constructor(
    @inject(TOKENS.EntitlementQueries) private readonly queries: EntitlementQueries,
    @inject(TOKENS.PreferenceStore) private readonly preferences: PreferenceStore,
    @inject(TOKENS.Analytics) private readonly analytics: Analytics,
    @inject(TOKENS.Scheduler) scheduler: SchedulerLike,
  ) {
    super({ status: 'loading' });
    this.choiceSubscription = this.choices
      .pipe(
        debounceTime(DEBOUNCE_MS, scheduler),
        switchMap((duns) => from(this.switchTo(duns))),
      )
      .subscribe();
  }

  /** Loads the user's companies and the stored selection's entitlements. */
  async load(): Promise<void> {
    const current = await this.queries.currentEntitlements()();
    if (E.isLeft(current)) {
      this.set({ status: 'failed' });
      return;
    }
    const companies = companyList(
      companiesOf(current.right),
      current.right,
      dunsApplicationProgressOf(current.right),
    );
    const selection = selectCompany(companies, this.preferences.readSelectedCompany());
    const update = selection.storedChoice;
    if (update.action === 'remove') this.preferences.removeSelectedCompany();
    if (update.action === 'store' && isDunsNumber(update.dunsNumber)) {
      this.preferences.writeSelectedCompany(update.dunsNumber);
    }
    const selectedDuns = selection.selected?.profileDetails.dunsNumber;
    const entitlements =
      selectedDuns !== undefined &&
      selectedDuns !== '' &&
      selectedDuns !== current.right.selectedDuns
        ? await this.queries.entitlementsByDuns(selectedDuns)()
        : E.right(current.right);
    this.set(
      E.isLeft(entitlements)
        ? { status: 'failed' }
        : {
            status: 'ready',
            companies,
            selected: selection.selected,
            entitlements: entitlements.right,
            switching: this.pendingChoice !== undefined,
          },
    );
  }

  /** The user picked the company with `duns` ('' for the pending placeholder); acted on after 300 ms of calm. */
  choose(duns: string): void {
    const current = this.snapshot;
    if (current.status === 'ready') this.set({ ...current, switching: true });
    this.pendingChoice = duns;
    this.choices.next(duns);
  }

  dispose(): void {
    this.choiceSubscription.unsubscribe();
  }

  private async switchTo(duns: string): Promise<void> {
    try {
      await this.actOn(duns);
    } finally {
      if (this.pendingChoice === duns) this.pendingChoice = undefined;
    }
  }

  private async actOn(duns: string): Promise<void> {
    const current = this.snapshot;
    if (current.status !== 'ready') return;
    const chosen = current.companies.find((company) => company.profileDetails.dunsNumber === duns);
    if (chosen === undefined) {
      this.set({ ...current, switching: false });
      return;
    }
    this.analytics.track({ kind: 'companyDropdownChoice' });
    const loaded = isPendingPlaceholder(chosen)
      ? await this.placeholderEntitlements()
      : await this.entitlementsFor(switchCompany(duns).reloadEntitlementsFor);
    if (E.isLeft(loaded)) {
      this.set({ ...current, switching: false });
      return;
    }
    this.set({ ...current, selected: chosen, entitlements: loaded.right, switching: false });
  }

  private async entitlementsFor(
    duns: string,
  ): Promise<E.Either<ServiceError, CompanyEntitlements>> {
    if (isDunsNumber(duns)) this.preferences.writeSelectedCompany(duns);
    return this.queries.entitlementsByDuns(duns)();
  }

  /** D-DOM-8: the placeholder has no DUNS, so choosing it removes the stored value. */
  private async placeholderEntitlements(): Promise<E.Either<ServiceError, CompanyEntitlements>> {
    this.preferences.removeSelectedCompany();
    const info = await this.queries.companyInfo({ kind: 'pending' })();
    return E.map((found: { entitlements: CompanyEntitlements }) => found.entitlements)(info);
  }
}
