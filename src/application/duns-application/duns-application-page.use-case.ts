import * as E from 'fp-ts/Either';
import type { Subscription } from 'rxjs';
import type { CompanySelector } from '../frame/company-selector.use-case';
import type { GetADunsGateway } from '../ports/get-a-duns-gateway.port';
import { Store } from '../view-model-store';
import { applicationDetailsOf, type DunsApplicationForm } from './duns-application-form';
import {
  applicationInProgress,
  isSubmitted,
  toDunsApplicationViewModel,
  type DunsApplicationState,
  type DunsApplicationViewModel,
} from './duns-application.view-model';

const EMPTY_FORM: DunsApplicationState = {
  status: 'form',
  submitting: false,
  failure: undefined,
  inProgress: undefined,
};

/**
 * `/duns-application` (spec §2 "free-DUNS instructions"): the form, then GET
 * /entitlements/getNewDFCCase?flow=GAD with what was typed, then the application's status. That
 * call starts an application when the user has none (D-API-7), so it is never made on opening
 * the page: an application already in progress is read from the frame's entitlement object
 * (dfcEntitlements) instead (D-DUNSAPP-UI-1). After an answer the frame's companies are loaded
 * again, so the header and the dashboard show what the application changed. An answer that the
 * application is not complete keeps the form, to complete it (D-DUNSAPP-UI-4).
 */
export class DunsApplicationPage extends Store<DunsApplicationViewModel> {
  private state: DunsApplicationState = EMPTY_FORM;
  private subscription: Subscription | undefined;

  constructor(
    private readonly getADuns: GetADunsGateway,
    private readonly selector: CompanySelector,
    /** The page's locale: the delivery time the instructions state depends on it (§9). */
    private readonly locale: string,
  ) {
    super(toDunsApplicationViewModel(EMPTY_FORM, locale));
  }

  /** Follows the frame's entitlement object while the page is shown (an application in progress). */
  open(): void {
    this.subscription?.unsubscribe();
    this.subscription = this.selector.state$.subscribe((selection) => {
      const current = this.state;
      if (selection.status !== 'ready' || current.status !== 'form') return;
      const inProgress = applicationInProgress(selection.entitlements.dfcEntitlements);
      if (inProgress !== current.inProgress) this.next({ ...current, inProgress });
    });
  }

  /** "Apply": `form` as the validation returned it (trimmed; blank fields are left out). */
  async apply(form: DunsApplicationForm): Promise<void> {
    const current = this.state;
    if (current.status !== 'form' || current.submitting) return;
    this.next({ ...current, submitting: true, failure: undefined });
    const answer = await this.getADuns.dunsApplication(applicationDetailsOf(form))();
    if (E.isLeft(answer)) {
      const now = this.state;
      if (now.status === 'form') this.next({ ...now, submitting: false, failure: answer.left });
      return;
    }
    const application = answer.right;
    // Not complete (D-DUNSAPP-UI-4): the form stays, with the note saying what is missing.
    this.next(
      isSubmitted(application)
        ? { status: 'applied', application }
        : {
            status: 'form',
            submitting: false,
            failure: undefined,
            inProgress: { status: application.status, createdAt: application.submittedAt },
          },
    );
    void this.selector.load();
  }

  dispose(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }

  // The view model is built once per state, so the page's snapshot is stable between changes.
  private next(state: DunsApplicationState): void {
    this.state = state;
    this.set(toDunsApplicationViewModel(state, this.locale));
  }
}
