import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, map } from 'rxjs';
import { TOKENS } from '../app.tokens';
import { CompanySelector } from '../frame/company-selector.use-case';
import type { PreferenceStore } from '../ports/preference-store.port';
import { Store } from '../view-model-store';

/**
 * The slides of the CreditSignal migration carousel (spec §2 modal "CreditSignal migration modal
 * and carousel", D-DASH-8): what moved, what is new, where the alerts are, what it costs.
 */
export const CREDIT_SIGNAL_SLIDES = ['moved', 'scores', 'alerts', 'free'] as const;
export type CreditSignalSlide = (typeof CREDIT_SIGNAL_SLIDES)[number];

export type CreditSignalMigrationState =
  | { readonly open: false }
  | { readonly open: true; readonly slide: number; readonly slides: readonly CreditSignalSlide[] };

/**
 * Shown on the dashboard to a user whose CreditSignal account moved to the portal, until they
 * finish or close it; then never again in this browser (the preference store remembers).
 */
@injectable()
export class CreditSignalMigration extends Store<CreditSignalMigrationState> {
  private readonly slide = new BehaviorSubject(0);
  private readonly explained: BehaviorSubject<boolean>;

  constructor(
    @inject(CompanySelector) selector: CompanySelector,
    @inject(TOKENS.PreferenceStore) private readonly preferences: PreferenceStore,
  ) {
    super({ open: false });
    this.explained = new BehaviorSubject(preferences.readCreditSignalMigrationExplained());
    combineLatest([selector.state$, this.explained, this.slide])
      .pipe(
        map(([selection, explained, slide]): CreditSignalMigrationState => {
          const migrated =
            selection.status === 'ready' && selection.entitlements.creditSignalMigrated;
          return migrated && !explained
            ? { open: true, slide, slides: CREDIT_SIGNAL_SLIDES }
            : { open: false };
        }),
      )
      .subscribe((state) => this.set(state));
  }

  /** Moves to slide `index` (clamped to the carousel). */
  show(index: number): void {
    this.slide.next(Math.min(Math.max(index, 0), CREDIT_SIGNAL_SLIDES.length - 1));
  }

  next(): void {
    this.show(this.slide.getValue() + 1);
  }

  previous(): void {
    this.show(this.slide.getValue() - 1);
  }

  /** Finished or closed: remembered, so it is not shown again. */
  close(): void {
    this.preferences.markCreditSignalMigrationExplained();
    this.explained.next(true);
  }
}
