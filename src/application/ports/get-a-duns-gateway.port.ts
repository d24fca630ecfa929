import type { TaskEither } from 'fp-ts/TaskEither';
import type { ServiceError } from './service-error';

// The Get-a-DUNS flow (spec §7: /GAD/* and the DUNS application). DUNS numbers are 9-digit
// strings; an encrypted DUNS is the opaque token the backend seals a DUNS in (D-API-6): the portal
// passes it on and never reads it. Timestamps are ISO 8601 strings.

/** What the user searches for: a business name (3+ characters) in a 5-digit US ZIP Code (§5). */
export interface CompanySearchQuery {
  readonly businessName: string;
  readonly zipCode: string;
}

/** A company of the directory, with the token that entitles it later. */
export interface FoundCompany {
  readonly duns: string;
  readonly encryptedDuns: string;
  readonly businessName: string;
  readonly tradeName: string;
  readonly streetAddress: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
}

/**
 * notComplete: started, not submitted yet (D-DUNSAPP-UI-4); once submitted, pending for the first
 * business day, processing until 30 business days, then issued (D-API-7).
 */
export type DunsApplicationStatus = 'notComplete' | 'pending' | 'processing' | 'issued';

/** The user's free DUNS application; the DUNS and its token only once issued. */
export interface DunsApplication {
  readonly caseId: string;
  readonly status: DunsApplicationStatus;
  readonly submittedAt: string;
  readonly businessName: string;
  readonly issuedDuns: { readonly duns: string; readonly encryptedDuns: string } | undefined;
}

/**
 * What a DUNS application is for (a sole proprietor applies under their name); without a ZIP Code
 * it is kept, not complete, and a later call with one submits it (D-API-15).
 */
export interface DunsApplicationDetails {
  readonly businessName?: string;
  readonly zipCode?: string;
}

/** Entitle the product `appId` to the company sealed in `encryptedDuns`. */
export interface EntitleRequest {
  readonly encryptedDuns: string;
  readonly appId: number;
  readonly salesChannel: string;
}

/** A free trial: as EntitleRequest, for the user's country (which sets the trial's length). */
export interface FreemiumRequest extends EntitleRequest {
  readonly countryId: string;
}

/**
 * The entitlement granted. A product with terms starts with them not accepted (D-API-8).
 * `pending`: an Associate-a-DUNS association (app 283) the provider is verifying; the company joins
 * the user's companies once it is verified, one business day later (D-ASSOC-1), and until then the
 * entitlement queries show the "(Company pending)" placeholder.
 */
export interface GrantedEntitlement {
  readonly duns: string;
  readonly appId: number;
  readonly productId: number | undefined;
  readonly productName: string;
  readonly status: 'active' | 'trial' | 'pending';
  readonly termsAccepted: boolean;
}

export interface GrantedTrial extends GrantedEntitlement {
  readonly trialEndsAt: string;
  readonly trialDaysLeft: number;
}

/**
 * Get-a-DUNS: find a company or apply for a DUNS, then entitle a product to it. Failures are the
 * backend's, passed on (§8 "error passed on"): e.g. 409 ALREADY_ENTITLED, 400 DUNS_INVALID,
 * 404 DUNS_NOT_FOUND, 400 VALIDATION_ERROR, as `service.rejected`.
 */
export interface GetADunsGateway {
  /** POST /GAD/companySearch: best match first; an empty list when nothing matched. */
  searchCompanies(query: CompanySearchQuery): TaskEither<ServiceError, readonly FoundCompany[]>;
  /** GET /entitlements/getNewDFCCase?flow=GAD: the user's application, started if there is none. */
  dunsApplication(details?: DunsApplicationDetails): TaskEither<ServiceError, DunsApplication>;
  /** POST /GAD/entitleExistingDuns: associate a found company with the user, entitling the product. */
  entitleExistingDuns(request: EntitleRequest): TaskEither<ServiceError, GrantedEntitlement>;
  /** POST /GAD/entitleProduct: entitle a product for a company found in the flow, linking it. */
  entitleProduct(request: EntitleRequest): TaskEither<ServiceError, GrantedEntitlement>;
  /** POST /entitlements/entitleFreemium: start a free trial. */
  entitleFreemium(request: FreemiumRequest): TaskEither<ServiceError, GrantedTrial>;
}
