import {
  DUNS_APPLICATION_MAX_BUSINESS_DAYS,
  DUNS_DELIVERY_MAX_BUSINESS_DAYS,
  formatDunsNumber,
} from '../../domain/companies/duns-number';
import { tilePillMessage, tilePillTone, type TilePill } from '../../domain/entitlements/tile-pill';
import { SPEC_ROUTES } from '../../domain/navigation/route-access';
import { messageForServerError } from '../../domain/shared/server-error-messages';
import type { CreditFileCase } from '../ports/entitlement-queries.port';
import type { DunsApplication, DunsApplicationStatus } from '../ports/get-a-duns-gateway.port';
import type { ServiceError } from '../ports/service-error';
import { DOCUMENT_GUIDES, type DocumentGuide } from './document-guides';

/** An application past its start: submitted, so pending, processing or issued (D-API-7). */
export type SubmittedApplication = DunsApplication & {
  readonly status: Exclude<DunsApplicationStatus, 'notComplete'>;
};

export const isSubmitted = (application: DunsApplication): application is SubmittedApplication =>
  application.status !== 'notComplete';

/** What the page shows of an application not issued yet: its status and since when. */
export type ApplicationInProgress = Pick<CreditFileCase, 'status' | 'createdAt'>;

/** What the page's use case holds: the form (maybe submitting or failed), or the answer. */
export type DunsApplicationState =
  | {
      readonly status: 'form';
      readonly submitting: boolean;
      readonly failure: ServiceError | undefined;
      /**
       * An application the entitlement object already lists as not issued (D-DUNSAPP-UI-1), or
       * the one the service answered as not complete (D-DUNSAPP-UI-4).
       */
      readonly inProgress: ApplicationInProgress | undefined;
    }
  | { readonly status: 'applied'; readonly application: SubmittedApplication };

/** A status as a pill: the dashboard's own labels and colours for pending and processing. */
export interface StatusPillViewModel {
  /** A message id of the catalogue. */
  readonly id: string;
  readonly tone: 'warning' | 'info' | 'success';
}

export type DunsApplicationScreen =
  | {
      readonly kind: 'form';
      readonly submitting: boolean;
      /** The failed request's message id (the form keeps what was typed). */
      readonly errorId: string | undefined;
      readonly inProgress:
        | {
            readonly status: StatusPillViewModel;
            /** When it was submitted, or started when it is not complete. */
            readonly submittedAt: string;
            /** Not complete: the note asks for what is missing (D-DUNSAPP-UI-4). */
            readonly notComplete: boolean;
          }
        | undefined;
    }
  | {
      readonly kind: 'applied';
      readonly caseId: string;
      /** Empty for a sole proprietor who applied under their own name. */
      readonly businessName: string;
      readonly submittedAt: string;
      readonly stage: SubmittedApplication['status'];
      readonly status: StatusPillViewModel;
      readonly issued: { readonly duns: string; readonly companyDetailsPath: string } | undefined;
    };

export interface DunsApplicationViewModel {
  readonly maxBusinessDays: number;
  readonly deliveryBusinessDays: number;
  readonly documentGuides: readonly DocumentGuide[];
  readonly dashboardPath: string;
  readonly screen: DunsApplicationScreen;
}

const ISSUED_PILL: StatusPillViewModel = { id: 'dunsApplication.status.issued', tone: 'success' };

const STATUS_PILLS: Readonly<Record<Exclude<DunsApplicationStatus, 'issued'>, TilePill>> = {
  notComplete: { kind: 'dunsApplicationNotComplete' },
  pending: { kind: 'pendingDunsNumberCreation' },
  processing: { kind: 'dunsApplicationProcessing' },
};

/**
 * Not complete, pending and processing wear the dashboard's pills (§4); issued is the page's own
 * success.
 */
export const statusPillOf = (status: DunsApplicationStatus): StatusPillViewModel => {
  if (status === 'issued') return ISSUED_PILL;
  const pill = STATUS_PILLS[status];
  return { id: tilePillMessage(pill).id, tone: tilePillTone(pill) };
};

/** §9: delivery "up to 8 business days in one text; up to 5 business days in French text". */
export const deliveryBusinessDaysFor = (locale: string): number =>
  locale.toLowerCase().startsWith('fr')
    ? DUNS_DELIVERY_MAX_BUSINESS_DAYS.french
    : DUNS_DELIVERY_MAX_BUSINESS_DAYS.default;

/** The message of a failed application request: the server's code when it sent one (§8). */
export const applicationFailureMessage = (failure: ServiceError): string =>
  failure.code === 'service.rejected' ? messageForServerError(failure.error) : 'error.generic';

const screenOf = (state: DunsApplicationState): DunsApplicationScreen => {
  if (state.status === 'form') {
    return {
      kind: 'form',
      submitting: state.submitting,
      errorId: state.failure === undefined ? undefined : applicationFailureMessage(state.failure),
      inProgress:
        state.inProgress === undefined
          ? undefined
          : {
              status: statusPillOf(state.inProgress.status),
              submittedAt: state.inProgress.createdAt,
              notComplete: state.inProgress.status === 'notComplete',
            },
    };
  }
  const { application } = state;
  return {
    kind: 'applied',
    caseId: application.caseId,
    businessName: application.businessName,
    submittedAt: application.submittedAt,
    stage: application.status,
    status: statusPillOf(application.status),
    issued:
      application.issuedDuns === undefined
        ? undefined
        : {
            duns: formatDunsNumber(application.issuedDuns.duns),
            companyDetailsPath: `${SPEC_ROUTES.companyDetails.path}?duns=${application.issuedDuns.duns}`,
          },
  };
};

/** `/duns-application`: the free-DUNS instructions, and the form or the application's status. */
export const toDunsApplicationViewModel = (
  state: DunsApplicationState,
  /** The page's locale (a BCP 47 tag such as fr-CA or en-us). */
  locale: string,
): DunsApplicationViewModel => ({
  maxBusinessDays: DUNS_APPLICATION_MAX_BUSINESS_DAYS,
  deliveryBusinessDays: deliveryBusinessDaysFor(locale),
  documentGuides: DOCUMENT_GUIDES,
  dashboardPath: SPEC_ROUTES.home.path,
  screen: screenOf(state),
});

/** The application the entitlement object lists as not yet issued, if any (D-DUNSAPP-UI-1). */
export const applicationInProgress = (
  cases: readonly CreditFileCase[],
): CreditFileCase | undefined => cases.find((creditFileCase) => creditFileCase.status !== 'issued');
