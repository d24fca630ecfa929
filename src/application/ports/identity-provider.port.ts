import type { TaskEither } from 'fp-ts/TaskEither';
import type { SignInError } from '../../domain/accounts/sign-in-errors';

export interface CompletedSignIn {
  readonly idToken: string;
  /** What the portal asked to come back to when it started the sign-in. */
  readonly returnTo: string | undefined;
}

/** What the logout page needs to know once the provider sends the browser back. */
export interface SignOutContext {
  readonly expired: boolean;
}

export type SignInCallbackError = { readonly code: 'signIn.callbackInvalid' };

/** The OpenID Connect identity provider, seen from the portal (Authorization Code + PKCE). */
export interface IdentityProvider {
  /** Prepares an authorization request and returns the URL to send the browser to. */
  authorizationUrl(returnTo: string | undefined): Promise<string>;
  /** Sends the credentials typed into the login widget for the provider's pending interaction. */
  submitCredentials(
    interactionId: string,
    username: string,
    password: string,
  ): TaskEither<SignInError, { readonly continueTo: string }>;
  /** Exchanges the authorization response (the callback URL) for tokens. */
  completeSignIn(callbackUrl: string): TaskEither<SignInCallbackError, CompletedSignIn>;
  /** Returns the provider's end-session URL, and forgets the stored tokens. */
  endSessionUrl(context: SignOutContext): Promise<string>;
  /** Reads the provider's redirect back to /logout; undefined when the URL is not such a redirect. */
  finishSignOut(url: string): Promise<SignOutContext | undefined>;
  hasStoredTokens(): boolean;
  clearStoredTokens(): Promise<void>;
}
