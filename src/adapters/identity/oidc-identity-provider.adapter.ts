import { OidcClient, WebStorageStateStore } from 'oidc-client-ts';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { toSignInError, type SignInError } from '../../domain/accounts/sign-in-errors';
import { IDENTITY_PROVIDER_SCOPES } from '../../domain/accounts/login-validation';
import { SIGN_OUT_REASONS } from '../../domain/accounts/sign-out-reason';
import { decodeBase64 } from '../../domain/redirects/base64';
import type {
  CompletedSignIn,
  CredentialsAccepted,
  IdentityProvider,
  PasskeyStep,
  SecondFactorProof,
  SignInCallbackError,
  SignOutContext,
} from '../../application/ports/identity-provider.port';
import { ErrorBodyCodec } from '../http/error-body.codec';
import {
  CallbackAnswerCodec,
  IdTokenClaimsCodec,
  InteractionResultCodec,
  PasskeyOptionsAnswerCodec,
  SecondFactorNeededCodec,
} from './interaction.codec';
import {
  passkeyOptions,
  type PasskeyCredential,
  type PasskeyOptions,
} from '../../application/ports/passkeys.port';
import { embeddedProviderMetadata } from './embedded-provider-metadata';

export interface OidcSettings {
  /** The portal's origin; the provider's issuer is `${origin}/oidc`. */
  readonly origin: string;
  readonly clientId: string;
  readonly storage: Storage;
  readonly fetch: typeof fetch;
}

const ID_TOKEN_KEY = 'portal.idToken';

/** A step's success: where the browser continues the code flow. */
const continueToOf = (body: unknown): { readonly continueTo: string } | undefined => {
  const result = InteractionResultCodec.decode(body);
  return E.isRight(result) ? { continueTo: result.right.location } : undefined;
};

/** The paths of the portal's services and of the provider: never a page to show in place. */
const NOT_PAGES = /^\/(services|oidc|interaction)(\/|$)/;

/** The `email` claim of an id token (its payload, not checked: the server checked the token). */
const emailClaimOf = (idToken: string): string | undefined => {
  const bytes = decodeBase64(idToken.split('.')[1] ?? '');
  if (bytes === undefined) return undefined;
  try {
    const claims = IdTokenClaimsCodec.decode(JSON.parse(new TextDecoder().decode(bytes)));
    return E.isRight(claims) ? claims.right.email : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The embedded OpenID Connect provider through oidc-client-ts: Authorization Code with PKCE (S256),
 * scopes openid profile email. Tokens live in sessionStorage only for this tab's lifetime.
 */
export class OidcIdentityProvider implements IdentityProvider {
  private readonly client: OidcClient;

  constructor(private readonly settings: OidcSettings) {
    const metadata = embeddedProviderMetadata(settings.origin);
    this.client = new OidcClient({
      authority: metadata.issuer,
      metadata,
      client_id: settings.clientId,
      redirect_uri: `${settings.origin}/login/callback`,
      post_logout_redirect_uri: `${settings.origin}/logout`,
      response_type: 'code',
      scope: IDENTITY_PROVIDER_SCOPES.join(' '),
      stateStore: new WebStorageStateStore({ store: settings.storage, prefix: 'oidc.' }),
      loadUserInfo: false,
    });
  }

  async openInPlace(address: string): Promise<string | undefined> {
    try {
      const response = await this.settings.fetch(address, {
        credentials: 'same-origin',
        redirect: 'follow',
        headers: { accept: 'text/html' },
      });
      // Only the address it ended on matters: the page's own HTML is not read, and the download
      // is ended so the connection is not left open.
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok || response.url === '') return undefined;
      const landed = new URL(response.url);
      if (landed.origin !== this.settings.origin) return undefined;
      return NOT_PAGES.test(landed.pathname) ? undefined : `${landed.pathname}${landed.search}`;
    } catch {
      return undefined;
    }
  }

  interactionFormAction(
    interactionId: string,
    step: 'login' | 'second-factor',
    pageQuery: string,
  ): string {
    const address = `/interaction/${encodeURIComponent(interactionId)}/${step}`;
    return pageQuery === '' ? address : `${address}?${pageQuery}`;
  }

  submitCredentials(
    interactionId: string,
    username: string,
    password: string,
  ): TE.TaskEither<SignInError, CredentialsAccepted> {
    return this.postToInteraction(interactionId, 'login', { username, password }, (body) => {
      const next = continueToOf(body);
      if (next !== undefined) return next;
      const secondFactor = SecondFactorNeededCodec.decode(body);
      return E.isRight(secondFactor) ? secondFactor.right : undefined;
    });
  }

  submitSecondFactor(
    interactionId: string,
    proof: SecondFactorProof,
  ): TE.TaskEither<SignInError, { readonly continueTo: string }> {
    return this.postToInteraction(interactionId, 'second-factor', proof, continueToOf);
  }

  passkeyOptions(
    interactionId: string,
    step: PasskeyStep,
  ): TE.TaskEither<SignInError, PasskeyOptions> {
    const path = step === 'secondFactor' ? 'second-factor/passkey-options' : 'passkey-options';
    return this.postToInteraction(interactionId, path, {}, (body) => {
      const answer = PasskeyOptionsAnswerCodec.decode(body);
      return E.isRight(answer) ? passkeyOptions(answer.right.options) : undefined;
    });
  }

  submitPasskey(
    interactionId: string,
    credential: PasskeyCredential,
  ): TE.TaskEither<SignInError, { readonly continueTo: string }> {
    return this.postToInteraction(interactionId, 'passkey', { passkey: credential }, continueToOf);
  }

  /** A JSON POST to one of the interaction's steps; `decode` reads a success, undefined if it cannot. */
  private postToInteraction<A>(
    interactionId: string,
    step:
      'login' | 'second-factor' | 'second-factor/passkey-options' | 'passkey-options' | 'passkey',
    body: object,
    decode: (body: unknown) => A | undefined,
  ): TE.TaskEither<SignInError, A> {
    return async () => {
      try {
        const response = await this.settings.fetch(
          `/interaction/${encodeURIComponent(interactionId)}/${step}`,
          {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(body),
          },
        );
        const answer: unknown = await response.json().catch(() => undefined);
        if (response.ok) {
          const decoded = decode(answer);
          return decoded === undefined ? E.left(toSignInError(undefined)) : E.right(decoded);
        }
        const error = ErrorBodyCodec.decode(answer);
        return E.left(toSignInError(E.isRight(error) ? error.right.error : undefined));
      } catch {
        return E.left(toSignInError(undefined));
      }
    };
  }

  completeSignIn(callbackUrl: string): TE.TaskEither<SignInCallbackError, CompletedSignIn> {
    return async () => {
      try {
        // The server holds the flow's verifier and redeems the code (D-SSR-6); a script's request
        // for JSON is answered with the id token, for oktaLogin to open the session with.
        const response = await this.settings.fetch(callbackUrl, {
          credentials: 'same-origin',
          headers: { accept: 'application/json' },
        });
        const answer = CallbackAnswerCodec.decode(await response.json().catch(() => undefined));
        if (!response.ok || E.isLeft(answer)) return E.left({ code: 'signIn.callbackInvalid' });
        this.settings.storage.setItem(ID_TOKEN_KEY, answer.right.idToken);
        return E.right({
          idToken: answer.right.idToken,
          returnTo: answer.right.returnTo,
          email: emailClaimOf(answer.right.idToken),
        });
      } catch {
        return E.left({ code: 'signIn.callbackInvalid' });
      }
    };
  }

  async endSessionUrl(context: SignOutContext): Promise<string> {
    const idToken = this.settings.storage.getItem(ID_TOKEN_KEY) ?? undefined;
    this.settings.storage.removeItem(ID_TOKEN_KEY);
    const request = await this.client.createSignoutRequest({
      id_token_hint: idToken,
      client_id: this.settings.clientId,
      state: context,
    });
    return request.url;
  }

  async finishSignOut(url: string): Promise<SignOutContext | undefined> {
    if (!new URL(url).searchParams.has('state')) return undefined;
    try {
      const response = await this.client.processSignoutResponse(url);
      const state = response.userState as { reason?: unknown } | undefined;
      return { reason: SIGN_OUT_REASONS.find((reason) => reason === state?.reason) ?? 'signedOut' };
    } catch {
      // A reload of the confirmation page: the state was used already, the sign-out is done.
      return { reason: 'signedOut' };
    }
  }

  hasStoredTokens(): boolean {
    return this.settings.storage.getItem(ID_TOKEN_KEY) !== null;
  }

  async clearStoredTokens(): Promise<void> {
    this.settings.storage.removeItem(ID_TOKEN_KEY);
    await this.client.clearStaleState();
  }
}
