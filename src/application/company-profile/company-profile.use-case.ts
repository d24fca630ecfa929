import { inject, injectable } from 'inversify';
import type { Subscription } from 'rxjs';
import * as E from 'fp-ts/Either';
import { isPendingPlaceholder, type Company } from '../../domain/companies/company';
import { TOKENS } from '../app.tokens';
import { Store } from '../view-model-store';
import type { EntitlementQueries } from '../ports/entitlement-queries.port';
import type { CountryFeatures } from '../ports/country-features.port';
import { resolveCountry } from '../../domain/locale/country';
import { CompanySelector, type CompanySelectorState } from '../frame/company-selector.use-case';
import {
  toCompanyProfileViewModel,
  type CompanyProfileState,
  type CompanyProfileViewModel,
} from './company-profile.view-model';

type ReadySelection = Extract<CompanySelectorState, { status: 'ready' }>;

/** The last company record loaded: kept so a failed or cancelled switch can show it again. */
interface LoadedRecord {
  readonly duns: string;
  readonly company: Company;
}

/**
 * The company profile page (spec §2 /companyDetails). It follows the frame's company selector:
 * whenever another company is selected in the header, its record is loaded with getCompanyInfo.
 * The "(Company pending)" placeholder and "no company" need no call. A `?duns=` the page was
 * opened with selects that company in the selector first, when it is one of the user's (D-PROFILE-4).
 */
@injectable()
export class CompanyProfile extends Store<CompanyProfileViewModel> {
  private subscription: Subscription | undefined;
  private loaded: LoadedRecord | undefined;
  /** Each record request's number: an answer for an earlier selection is dropped. */
  private generation = 0;
  private requestedDuns: string | undefined;

  constructor(
    @inject(CompanySelector) private readonly selector: CompanySelector,
    @inject(TOKENS.EntitlementQueries) private readonly queries: EntitlementQueries,
    @inject(TOKENS.CountryFeatures) private readonly features: CountryFeatures,
  ) {
    super(toCompanyProfileViewModel({ status: 'loading' }));
  }

  /** Starts following the selector; `requestedDuns` is the company the page's address names. */
  open(requestedDuns?: string): void {
    this.requestedDuns = requestedDuns;
    this.subscription?.unsubscribe();
    this.subscription = this.selector.state$.subscribe((selection) => this.follow(selection));
  }

  /** After an error: the companies again if they failed, else the selected company's record. */
  retry(): void {
    const selection = this.selector.snapshot;
    if (selection.status === 'failed') {
      void this.selector.load();
      return;
    }
    this.loaded = undefined;
    this.follow(selection);
  }

  dispose(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.generation += 1;
  }

  private follow(selection: CompanySelectorState): void {
    if (selection.status !== 'ready') {
      this.next({ status: selection.status === 'failed' ? 'failed' : 'loading' });
      return;
    }
    // A choice in the header is waiting out its 300 ms or loading: the page shown is leaving.
    if (selection.switching || this.chooseRequested(selection)) {
      this.next({ status: 'loading' });
      return;
    }
    const selected = selection.selected;
    if (selected === undefined || isPendingPlaceholder(selected)) {
      this.generation += 1;
      this.next({ status: 'ready', selected, seniority: undefined });
      return;
    }
    const duns = selected.profileDetails.dunsNumber;
    if (this.loaded?.duns === duns) {
      this.show(this.loaded.company, selection);
      return;
    }
    void this.loadRecord(duns);
  }

  /**
   * The address's company, read once: chosen in the selector when the user has it and another is
   * selected (true: the selector's answer follows).
   */
  private chooseRequested(selection: ReadySelection): boolean {
    const requested = this.requestedDuns;
    this.requestedDuns = undefined;
    if (requested === undefined) return false;
    if (selection.selected?.profileDetails.dunsNumber === requested) return false;
    const isTheUsers = selection.companies.some(
      (company) => company.profileDetails.dunsNumber === requested,
    );
    if (isTheUsers) this.selector.choose(requested);
    return isTheUsers;
  }

  private async loadRecord(duns: string): Promise<void> {
    const generation = ++this.generation;
    this.next({ status: 'loading' });
    const info = await this.queries.companyInfo({ kind: 'company', duns })();
    if (generation !== this.generation) return;
    if (E.isLeft(info)) {
      this.next({ status: 'failed' });
      return;
    }
    this.loaded = { duns, company: info.right.company };
    const selection = this.selector.snapshot;
    if (selection.status === 'ready') this.show(info.right.company, selection);
  }

  // The view model is built once per state, so the page's snapshot is stable between changes.
  private next(state: CompanyProfileState): void {
    this.set(toCompanyProfileViewModel(state));
  }

  private show(company: Company, selection: ReadySelection): void {
    const duns = company.profileDetails.dunsNumber;
    const assigned = selection.entitlements.companies.find((entry) => entry.duns === duns);
    // The company's own country: its public profile lives on that country's site (D-PROFILE-6).
    const links = this.features.featuresOf(resolveCountry(company.mapDetails.countryCode));
    this.next({ status: 'ready', selected: company, seniority: assigned?.seniority, links });
  }
}
