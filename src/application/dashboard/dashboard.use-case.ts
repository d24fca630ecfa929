import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import { TOKENS } from '../app.tokens';
import type { ViewModelStore } from '../view-model-store';
import type { EntitlementQueries } from '../ports/entitlement-queries.port';
import type { ProfileGateway } from '../ports/portal-data.port';
import { toDashboardViewModel, type DashboardViewModel } from './dashboard.view-model';

/** Loads what the dashboard shows: the user's profile and entitlements, through the services backend. */
@injectable()
export class Dashboard implements ViewModelStore<DashboardViewModel> {
  private readonly model = new BehaviorSubject<DashboardViewModel>({ status: 'loading' });
  readonly state$: Observable<DashboardViewModel> = this.model.asObservable();

  constructor(
    @inject(TOKENS.ProfileGateway) private readonly profiles: ProfileGateway,
    @inject(TOKENS.EntitlementQueries) private readonly entitlements: EntitlementQueries,
  ) {}

  get snapshot(): DashboardViewModel {
    return this.model.getValue();
  }

  async load(): Promise<void> {
    this.model.next({ status: 'loading' });
    const [profile, entitlements] = await Promise.all([
      this.profiles.getUserProfile()(),
      this.entitlements.allEntitlements()(),
    ]);
    this.model.next(
      E.isRight(profile) && E.isRight(entitlements)
        ? toDashboardViewModel(profile.right, entitlements.right)
        : { status: 'error' },
    );
  }
}
