import type { ProductTerms } from '../ports/terms-gateway.port';

/** A product's agreement for one company is known by both (a product may have no company). */
export const agreementKeyOf = (terms: Pick<ProductTerms, 'appId' | 'duns'>): string =>
  `${terms.appId}:${terms.duns ?? ''}`;

/** What the agreements page knows, before it is shown. */
export type AgreementsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      /** GET /entitlements/legal-terms's product agreements, in its order. */
      readonly agreements: readonly ProductTerms[];
      /** Business names by DUNS, from the company selector (empty until it has loaded). */
      readonly companyNames: ReadonlyMap<string, string>;
      /** The agreement whose text is open in the dialog. */
      readonly reading: string | undefined;
      /** Agreements whose decision is being recorded. */
      readonly deciding: ReadonlySet<string>;
      /** Agreements whose last decision could not be recorded. */
      readonly failed: ReadonlySet<string>;
      /** The last decision recorded, for the page to announce it. */
      readonly lastDecision: { readonly key: string; readonly accepted: boolean } | undefined;
    };

export type AgreementState = ProductTerms['status'];

/** The design brief's pill pairs: pending → warning, accepted → success, declined → error. */
export type AgreementTone = 'warning' | 'success' | 'error';

export const AGREEMENT_TONES: Readonly<Record<AgreementState, AgreementTone>> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'error',
};

export interface AgreementRowViewModel {
  readonly key: string;
  readonly productName: string;
  /** The company's name when the selector knows it; undefined for a product without a company. */
  readonly companyName: string | undefined;
  readonly duns: string | undefined;
  readonly title: string;
  readonly version: string;
  readonly state: AgreementState;
  readonly tone: AgreementTone;
  /** ISO time of the decision (accepted or declined), for the page to format per locale. */
  readonly decidedAt: string | undefined;
  /**
   * 'readAndAccept' on a pending or declined agreement (§4: declining shows access unavailable,
   * the user must accept to gain access); none once accepted.
   */
  readonly action: 'readAndAccept' | 'none';
  /** §4 "Declining product terms shows access unavailable". */
  readonly accessUnavailable: boolean;
  readonly busy: boolean;
  readonly failed: boolean;
}

/** The product terms dialog for one agreement (§2 "product terms (accept or decline)"). */
export interface AgreementDialogViewModel {
  readonly key: string;
  readonly productName: string;
  readonly companyName: string | undefined;
  readonly title: string;
  readonly version: string;
  /** Undefined when the backend has no text: the dialog names the product only. */
  readonly agreementText: string | undefined;
  /**
   * Pending: a decision, accept or decline, nothing else closes it. Declined already: accept, or
   * close and stay declined.
   */
  readonly choice: 'acceptOrDecline' | 'acceptOrClose';
  readonly deciding: boolean;
  readonly failed: boolean;
}

export type AgreementsViewModel =
  | { readonly screen: 'loading' }
  | { readonly screen: 'error' }
  /** An empty state: one sentence and one action, the way home. */
  | { readonly screen: 'empty'; readonly homePath: string }
  | {
      readonly screen: 'list';
      readonly rows: readonly AgreementRowViewModel[];
      /** How many agreements wait for the user's acceptance (pending or declined). */
      readonly awaitingAcceptance: number;
      readonly dialog: AgreementDialogViewModel | undefined;
      /** The last decision, to announce and to bring the focus back to its agreement. */
      readonly announcement:
        | {
            readonly key: string;
            readonly kind: 'accepted' | 'declined';
            readonly productName: string;
          }
        | undefined;
    };

const HOME_PATH = '/';

const rowOf = (
  terms: ProductTerms,
  state: Extract<AgreementsState, { status: 'ready' }>,
): AgreementRowViewModel => {
  const key = agreementKeyOf(terms);
  return {
    key,
    productName: terms.productName,
    companyName: terms.duns === undefined ? undefined : state.companyNames.get(terms.duns),
    duns: terms.duns,
    title: terms.title,
    version: terms.version,
    state: terms.status,
    tone: AGREEMENT_TONES[terms.status],
    decidedAt: terms.status === 'pending' ? undefined : terms.decidedAt,
    action: terms.status === 'accepted' ? 'none' : 'readAndAccept',
    accessUnavailable: terms.status === 'declined',
    busy: state.deciding.has(key),
    failed: state.failed.has(key),
  };
};

const dialogOf = (row: AgreementRowViewModel, terms: ProductTerms): AgreementDialogViewModel => ({
  key: row.key,
  productName: row.productName,
  companyName: row.companyName,
  title: row.title,
  version: row.version,
  agreementText:
    terms.agreementText === undefined || terms.agreementText.trim() === ''
      ? undefined
      : terms.agreementText,
  choice: terms.status === 'declined' ? 'acceptOrClose' : 'acceptOrDecline',
  deciding: row.busy,
  failed: row.failed,
});

/** The /agreement page (spec §2 "product-level agreements", §4) for what is known. */
export const toAgreementsViewModel = (state: AgreementsState): AgreementsViewModel => {
  if (state.status === 'loading') return { screen: 'loading' };
  if (state.status === 'failed') return { screen: 'error' };
  if (state.agreements.length === 0) return { screen: 'empty', homePath: HOME_PATH };
  const rows = state.agreements.map((terms) => rowOf(terms, state));
  const readingIndex = rows.findIndex((row) => row.key === state.reading);
  const reading = state.agreements[readingIndex];
  const readingRow = rows[readingIndex];
  // Once accepted there is nothing left to decide in the dialog: it closes.
  const dialog =
    reading === undefined || readingRow === undefined || reading.status === 'accepted'
      ? undefined
      : dialogOf(readingRow, reading);
  const decided = rows.find((row) => row.key === state.lastDecision?.key);
  return {
    screen: 'list',
    rows,
    awaitingAcceptance: rows.filter((row) => row.state !== 'accepted').length,
    dialog,
    announcement:
      state.lastDecision === undefined || decided === undefined
        ? undefined
        : {
            key: decided.key,
            kind: state.lastDecision.accepted ? 'accepted' : 'declined',
            productName: decided.productName,
          },
  };
};
