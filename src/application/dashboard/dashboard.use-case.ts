import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, type Observable } from 'rxjs';
import { CompanySelector } from '../frame/company-selector';
import { PortalFrame } from '../frame/portal-frame';
import type { ViewModelStore } from '../view-model-store';
import { toDashboardViewModel, type DashboardViewModel } from './dashboard.view-model';
import { ProductOpener } from './product-opener';

/**
 * The dashboard's state: the frame's user, the company selector's selection and entitlements, and
 * the tile being opened. The frame loads the first two, so the dashboard follows a company switch
 * in the header without loading anything of its own.
 */
@injectable()
export class Dashboard implements ViewModelStore<DashboardViewModel> {
  private readonly model: BehaviorSubject<DashboardViewModel>;
  readonly state$: Observable<DashboardViewModel>;

  constructor(
    @inject(PortalFrame) private readonly frame: PortalFrame,
    @inject(CompanySelector) selector: CompanySelector,
    @inject(ProductOpener) opener: ProductOpener,
  ) {
    this.model = new BehaviorSubject(
      toDashboardViewModel(frame.snapshot, selector.snapshot, opener.snapshot),
    );
    this.state$ = this.model.asObservable();
    // A singleton for the session, as its sources are: the subscription lives as long as they do.
    combineLatest([frame.state$, selector.state$, opener.state$]).subscribe(
      ([frameState, selection, opening]) =>
        this.model.next(toDashboardViewModel(frameState, selection, opening)),
    );
  }

  get snapshot(): DashboardViewModel {
    return this.model.getValue();
  }

  /** The frame could not load: try again (the retry of the error state). */
  async retry(): Promise<void> {
    await this.frame.load();
  }
}
