import { formatDunsNumber } from '../../domain/companies/duns-number';
import { SPEC_ROUTES } from '../../domain/navigation/route-access';
import {
  AGREEMENT_TONES,
  agreementKeyOf,
  type AgreementState,
  type AgreementTone,
} from '../agreements/agreements.view-model';
import type { LegalDocument, LegalTerms, ProductTerms } from '../ports/terms-gateway.port';
import {
  presentMenuGated,
  type MenuGatedScreen,
  type MenuGatedState,
} from './menu-gated-page.use-case';

/** The legal-terms answer with the country's own addresses of its documents, by code. */
export interface LegalTermsData {
  readonly terms: LegalTerms;
  readonly countryLinks: Readonly<Record<string, string | undefined>>;
}

export interface ProductTermsRow {
  readonly key: string;
  readonly productName: string;
  /** The company the agreement is for, as the company profile shows its number; none for some. */
  readonly duns: string | undefined;
  readonly title: string;
  readonly version: string;
  readonly state: AgreementState;
  readonly tone: AgreementTone;
  /** ISO time of the decision, for the page to format per locale. */
  readonly decidedAt: string | undefined;
}

export interface LegalDocumentRow {
  readonly code: string;
  readonly title: string;
  readonly url: string;
  readonly state: LegalDocument['status'];
  readonly tone: 'success' | 'warning';
  readonly currentVersion: string;
  readonly acceptedAt: string | undefined;
}

export type LegalTermsViewModel =
  | MenuGatedScreen
  | {
      readonly screen: 'terms';
      readonly legalDocuments: readonly LegalDocumentRow[];
      readonly productTerms: readonly ProductTermsRow[];
      /** How many product agreements wait for a decision; they are decided on /agreement. */
      readonly undecided: number;
      readonly agreementsPath: string;
    };

const toProductTermsRow = (terms: ProductTerms): ProductTermsRow => ({
  key: agreementKeyOf(terms),
  productName: terms.productName,
  duns: terms.duns === undefined ? undefined : formatDunsNumber(terms.duns),
  title: terms.title,
  version: terms.version,
  state: terms.status,
  tone: AGREEMENT_TONES[terms.status],
  decidedAt: terms.decidedAt,
});

const toLegalDocumentRow =
  (countryLinks: LegalTermsData['countryLinks']) =>
  (document: LegalDocument): LegalDocumentRow => ({
    code: document.code,
    title: document.title,
    // The country's page of the document when it has one (the footer's), else the backend's address.
    url: countryLinks[document.code] ?? document.url,
    state: document.status,
    tone: document.status === 'accepted' ? 'success' : 'warning',
    currentVersion: document.currentVersion,
    acceptedAt: document.status === 'accepted' ? document.acceptedAt : undefined,
  });

/** Product and Legal Terms (spec §2 /accountInfo/legal) for what is known. */
export const toLegalTermsViewModel = (state: MenuGatedState<LegalTermsData>): LegalTermsViewModel =>
  presentMenuGated(state, (data) => ({
    screen: 'terms',
    legalDocuments: data.terms.legalDocuments.map(toLegalDocumentRow(data.countryLinks)),
    productTerms: data.terms.productTerms.map(toProductTermsRow),
    undecided: data.terms.productTerms.filter((terms) => terms.status !== 'accepted').length,
    agreementsPath: SPEC_ROUTES.agreement.path,
  }));
