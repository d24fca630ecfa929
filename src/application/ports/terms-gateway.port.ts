import type { TaskEither } from 'fp-ts/TaskEither';
import type { ServiceError } from './service-error';

// The licence agreements and legal documents of spec §3 and their calls (§7); timestamps are ISO
// 8601 strings, "no DUNS" is undefined.

export interface ProductTerms {
  readonly appId: number;
  readonly productName: string;
  readonly duns: string | undefined;
  readonly title: string;
  readonly version: string;
  readonly status: 'accepted' | 'pending' | 'declined';
  readonly decidedAt: string | undefined;
  /** The current agreement's text, the one accepting agrees to; absent when the backend has none. */
  readonly agreementText?: string | undefined;
}

export interface LegalDocument {
  readonly code: string;
  readonly title: string;
  readonly url: string;
  readonly currentVersion: string;
  readonly acceptedVersion: string | undefined;
  readonly status: 'accepted' | 'pending';
  readonly acceptedAt: string | undefined;
}

export interface LegalTerms {
  readonly productTerms: readonly ProductTerms[];
  readonly legalDocuments: readonly LegalDocument[];
}

export interface ProductTermsDecision {
  readonly duns: string | undefined;
  readonly appId: number;
  readonly accepted: boolean;
}

export interface RecordedTermsDecision extends ProductTermsDecision {
  readonly version: string;
  readonly decidedAt: string;
  /** False after declining: the product stays closed (§8 "Declining terms: access unavailable"). */
  readonly accessAvailable: boolean;
}

export interface TermsGateway {
  legalTerms(): TaskEither<ServiceError, LegalTerms>;
  /** Accept or decline a product's licence agreement. */
  decideProductTerms(
    decision: ProductTermsDecision,
  ): TaskEither<ServiceError, RecordedTermsDecision>;
}
