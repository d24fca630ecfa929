import type { TaskEither } from 'fp-ts/TaskEither';
import type { SignInError } from '../../domain/accounts/sign-in-errors';
import type { SignOutReason } from '../../domain/accounts/sign-out-reason';
import type { PasskeyCredential, PasskeyOptions } from './passkeys.port';

export interface CompletedSignIn {
  readonly idToken: string;
  /** What the portal asked to come back to when it started the sign-in. */
  readonly returnTo: string | undefined;
  /** The id token's `email` claim: whom the portal may refuse a session (D-AUTH-8). */
  readonly email: string | undefined;
}

/** What the logout page needs to know once the provider sends the browser back. */
export interface SignOutContext {
  readonly reason: SignOutReason;
}

export type SignInCallbackError = { readonly code: 'signIn.callbackInvalid' };

/**
 * What the login page needs again when the provider sends the browser back to it for the password
 * (spec §2 "Query parameters"; docs/decisions/sign-in-states.md D-SIGNIN-UI-1): the username to
 * prefill and the page's other parameters by their query names (flow, lang, app_id, payload,
 * reason, expired).
 */
/** What the sign-in page may offer as the second factor (issue 28). */
export interface SecondFactorMethods {
  readonly app: boolean;
  readonly passkey: boolean;
  readonly recoveryCode: boolean;
}

/** Which passkey prompt a challenge is for: after the password, or a passkey alone. */
export type PasskeyStep = 'secondFactor' | 'passkeyAlone';

/**
 * Credentials the provider accepted: where the code flow continues, or, for a user with a second
 * factor, what to ask for next.
 */
export type CredentialsAccepted =
  { readonly continueTo: string } | { readonly secondFactor: SecondFactorMethods };

/** The second factor: a code from the app, a recovery code, or what the passkey prompt gave. */
export type SecondFactorProof =
  | { readonly code: string }
  | { readonly recoveryCode: string }
  | { readonly passkey: PasskeyCredential };

/** The OpenID Connect identity provider, seen from the portal (Authorization Code + PKCE). */
export interface IdentityProvider {
  /**
   * Follows `address` in the background (a sign-in page of the portal, whose server starts the
   * code flow and sends the browser on to the login page with its interaction; the provider is on
   * the portal's own origin) and returns the portal path it ends on, so the page already loaded
   * can show it: one document and one start of the app instead of two. Undefined when it cannot:
   * the caller then sends the browser to `address` itself.
   */
  openInPlace(address: string): Promise<string | undefined>;
  /**
   * Where a form of the login page posts itself when no script handles it (D-SSR-6): the
   * interaction's step, with the page's query so that a refusal comes back to the same page.
   */
  interactionFormAction(
    interactionId: string,
    step: 'login' | 'second-factor',
    pageQuery: string,
  ): string;
  /** Sends the credentials typed into the login widget for the provider's pending interaction. */
  submitCredentials(
    interactionId: string,
    username: string,
    password: string,
  ): TaskEither<SignInError, CredentialsAccepted>;
  /** The second factor for the interaction whose password was accepted. */
  submitSecondFactor(
    interactionId: string,
    proof: SecondFactorProof,
  ): TaskEither<SignInError, { readonly continueTo: string }>;
  /** The challenge a passkey signs for the interaction (issue 28). */
  passkeyOptions(interactionId: string, step: PasskeyStep): TaskEither<SignInError, PasskeyOptions>;
  /** "Sign in with a passkey": the signature, for the interaction; where the code flow goes on. */
  submitPasskey(
    interactionId: string,
    credential: PasskeyCredential,
  ): TaskEither<SignInError, { readonly continueTo: string }>;
  /** Has the server redeem the authorization response (the callback URL) for the id token. */
  completeSignIn(callbackUrl: string): TaskEither<SignInCallbackError, CompletedSignIn>;
  /** Returns the provider's end-session URL, and forgets the stored tokens. */
  endSessionUrl(context: SignOutContext): Promise<string>;
  /** Reads the provider's redirect back to /logout; undefined when the URL is not such a redirect. */
  finishSignOut(url: string): Promise<SignOutContext | undefined>;
  hasStoredTokens(): boolean;
  clearStoredTokens(): Promise<void>;
}
