import type { TaskEither } from 'fp-ts/TaskEither';
import type { MarketingHubSsoRequest } from '../../domain/navigation/marketing-hub-tab';
import type { ServiceError } from './service-error';

// Opening a product (spec §7 getNavigateUrl, the Marketing Hub single sign-on, the deep-link
// decoder and accessSubscriptions); DUNS numbers are 9-digit strings, "no DUNS" is undefined.

/** For which company a product opens: exactly one of a DUNS, no company, the pending DUNS. */
export type HandOffTarget =
  | { readonly kind: 'company'; readonly duns: string }
  | { readonly kind: 'noCompany' }
  | { readonly kind: 'pendingDuns' };

export interface ProductHandOffRequest {
  readonly applicationId: number;
  readonly target: HandOffTarget;
}

/** Where to send the user, or §8 "Declining terms: access unavailable". */
export type ProductHandOff =
  { readonly kind: 'open'; readonly url: string } | { readonly kind: 'termsNotAccepted' };

/** A deep link (spec §2 RelayState / payload) as the backend reads it. */
export interface DecodedDeepLink {
  readonly duns: string | undefined;
  readonly appId: number | undefined;
  readonly parameters: Readonly<Record<string, string>>;
}

export interface ProductHandOffs {
  /** POST /entitlements/getNavigateUrl. */
  navigateUrl(request: ProductHandOffRequest): TaskEither<ServiceError, ProductHandOff>;
  /** The Marketing Hub single-sign-on request → ssoUrl. */
  marketingHubSso(request: MarketingHubSsoRequest): TaskEither<ServiceError, ProductHandOff>;
  decodeDeepLink(payload: string): TaskEither<ServiceError, DecodedDeepLink>;
  /** GET /auth/accessSubscriptions: the URL that opens one of the user's subscriptions. */
  subscriptionUrl(subscriberNumber: string, appId: number): TaskEither<ServiceError, string>;
}
