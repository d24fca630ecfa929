import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { validateLogin, type LoginVariant } from '../../domain/accounts/login-validation';
import { productDeepLinkOf } from '../../domain/accounts/sign-in-parameters';
import {
  normaliseAllowedOrigins,
  resolvePostLoginRedirect,
} from '../../domain/redirects/redirect-allow-list';
import { TOKENS } from '../app.tokens';
import { Store } from '../view-model-store';
import type { IdentityProvider } from '../ports/identity-provider.port';
import type { Navigator } from '../ports/navigator.port';
import type { SessionGateway } from '../ports/session-gateway.port';
import type { LoginFlags } from '../ports/login-flags.port';
import type { ProfileGateway } from '../ports/portal-data.port';
import type { Locale } from '../../domain/locale/locale';
import { supportedLocaleFor } from '../../domain/locale/locale-resolution';
import type { PortalConfig } from '../portal-config';
import {
  toSignInError,
  type SignInError,
  type SignInErrorCode,
} from '../../domain/accounts/sign-in-errors';
import type { PasskeyCredential } from '../ports/passkeys.port';
import { initialLoginFormState, type LoginFormState } from './login-form.state';
import { SessionMonitor } from '../session/session-monitor';
import { continueCodeFlow } from './continue-code-flow';
import { callbackRefusalOf, type CallbackRefusal } from './callback-refusal';
import { secondFactorProofOf } from './second-factor-proof';
import type { Passkeys } from '../ports/passkeys.port';
import type { SecondFactorProof } from '../ports/identity-provider.port';
import { promptForPasskey } from './passkey-prompt';
import type { SecondFactorKind, SecondFactorStep } from './login-form.state';

export const PORTAL_HOME = '/';

const codeOf = E.mapLeft((error: SignInError) => error.code);

/**
 * The refusal the server answered a login form posted without JavaScript with (its `formError`
 * parameter, a provider code), as the form shows it; undefined without one.
 */
export const answeredSignInError = (code: string | null): SignInErrorCode | undefined =>
  code === null || code === '' ? undefined : toSignInError(code).code;

/** Where the browser goes once the portal session exists: a site path (in-app) or another allowed site. */
export type SignInDestination =
  | { readonly kind: 'route'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string };

/** A completed sign-in: where to go, and the user's language preference when it is supported. */
export interface CompletedPortalSignIn {
  readonly destination: SignInDestination;
  /** Issue 11: after sign-in the user's languagePreference becomes the portal's language. */
  readonly language: Locale | undefined;
}

/**
 * Sign-in (spec §2, §4; docs/team-decisions.md "Flow"): start the code flow, submit the widget's
 * credentials to the provider, complete the flow and open the portal session with the id token.
 */
@injectable()
export class SignIn extends Store<LoginFormState> {
  private readonly allowedOrigins: ReadonlySet<string>;

  constructor(
    @inject(TOKENS.IdentityProvider) private readonly identity: IdentityProvider,
    @inject(TOKENS.SessionGateway) private readonly sessions: SessionGateway,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.PortalConfig) private readonly config: PortalConfig,
    @inject(TOKENS.LoginFlags) private readonly loginFlags: LoginFlags,
    @inject(TOKENS.ProfileGateway) private readonly profiles: ProfileGateway,
    @inject(SessionMonitor) private readonly monitor: SessionMonitor,
    @inject(TOKENS.Passkeys) private readonly passkeys: Passkeys,
  ) {
    super(initialLoginFormState);
    this.allowedOrigins = normaliseAllowedOrigins([
      config.portalOrigin,
      ...config.allowedRedirectOrigins,
    ]);
  }

  /** The redirect target the user asked for, if it passes the allow-list; otherwise the portal home. */
  safeTarget(requested: string | null | undefined): string {
    return resolvePostLoginRedirect(
      requested,
      this.allowedOrigins,
      this.config.portalOrigin,
      PORTAL_HOME,
    );
  }

  /**
   * Starts the authorization-code flow from the login page's own address, whose server starts it
   * (docs/decisions/server-rendering.md D-SSR-6) and sends the browser on to the login page with
   * the provider's interaction and the page's parameters (D-SIGNIN-UI-1). Resolves to the portal
   * path to show in place when that could be followed without leaving the page (D-PERF-2);
   * otherwise the browser is sent to the address and it resolves undefined.
   */
  async start(address: string): Promise<string | undefined> {
    const inPlace = await this.identity.openInPlace(address);
    if (inPlace === undefined) this.navigator.replace(address);
    return inPlace;
  }

  /** Where a form of the login page posts when no script handles it (D-SSR-6). */
  formAction(interactionId: string, step: 'login' | 'second-factor', pageQuery: string): string {
    return this.identity.interactionFormAction(interactionId, step, pageQuery);
  }

  /**
   * The second step the server asked for on the page's address (a password posted without
   * JavaScript, D-SSR-6), taken up by this store once the page is live.
   */
  resumeSecondFactor(step: SecondFactorStep): void {
    if (this.snapshot.secondFactor === undefined) {
      this.set({ ...initialLoginFormState, secondFactor: step });
    }
  }

  /**
   * Sends the credentials; on success the provider's answer is followed without leaving the page
   * when it ends on the portal's callback (D-PERF-9, as `start` does): resolves to that path for
   * the router, or undefined when the form stays (an error) or the browser was sent on.
   */
  async submit(
    interactionId: string,
    input: { readonly username: string; readonly password: string },
    variant: LoginVariant,
  ): Promise<string | undefined> {
    if (this.snapshot.submitting) return undefined;
    const validated = validateLogin(input, variant, this.config.placeholderDomain);
    if (E.isLeft(validated)) {
      const fieldErrors = Object.fromEntries(
        validated.left.map((error) => [error.field, error.code]),
      );
      this.set({ submitting: false, fieldErrors, formError: undefined });
      return undefined;
    }
    this.set({ submitting: true, fieldErrors: {}, formError: undefined });
    const result = await this.identity.submitCredentials(
      interactionId,
      validated.right.username,
      validated.right.password,
    )();
    if (E.isLeft(result)) {
      this.set({ submitting: false, fieldErrors: {}, formError: result.left.code });
      return undefined;
    }
    if ('secondFactor' in result.right) {
      const { secondFactor: methods } = result.right;
      this.set({
        ...initialLoginFormState,
        secondFactor: {
          methods,
          // The strongest and quickest first: the passkey, then the app.
          using: methods.passkey ? 'passkey' : methods.app ? 'app' : 'recoveryCode',
          submitting: false,
          error: undefined,
        },
      });
      return undefined;
    }
    return this.continueFlow(result.right.continueTo);
  }

  /**
   * The second factor after the password (issue 28): a code from the app or a recovery code,
   * checked by the domain's shape first, or the passkey's prompt. Resolves as `submit` does; a
   * lockout leaves the step with `formError` set, as a locked password does.
   */
  async submitSecondFactor(interactionId: string, typed: string): Promise<string | undefined> {
    const step = this.snapshot.secondFactor;
    if (step === undefined || step.submitting) return undefined;
    const typedProof =
      step.using === 'passkey' ? undefined : secondFactorProofOf(step.using, typed);
    if (typedProof !== undefined && E.isLeft(typedProof)) {
      this.set({
        ...this.snapshot,
        secondFactor: { ...step, error: typedProof.left },
      });
      return undefined;
    }
    this.set({
      ...this.snapshot,
      secondFactor: { ...step, submitting: true, error: undefined },
    });
    const proof: E.Either<SignInErrorCode | 'aborted', SecondFactorProof> =
      typedProof ??
      E.map((passkey: PasskeyCredential) => ({ passkey }))(
        await promptForPasskey(this.identity, this.passkeys, interactionId, 'secondFactor', false),
      );
    const result = E.isLeft(proof)
      ? proof
      : codeOf(await this.identity.submitSecondFactor(interactionId, proof.right)());
    if (E.isRight(result)) return this.continueFlow(result.right.continueTo);
    const error = result.left === 'aborted' ? undefined : result.left;
    this.set({
      ...initialLoginFormState,
      formError: error === 'auth.lockedOut' ? error : undefined,
      secondFactor: { ...step, submitting: false, error },
    });
    return undefined;
  }

  /** "Try another way": another kind of second factor the user has. */
  switchSecondFactor(using: SecondFactorKind): void {
    const step = this.snapshot.secondFactor;
    if (step === undefined || step.submitting || !step.methods[using]) return;
    this.set({ ...this.snapshot, secondFactor: { ...step, using, error: undefined } });
  }

  /**
   * "Sign in with a passkey" (issue 28): the browser's prompt, or with `autofill` its offer of
   * passkeys in the username field, which waits until the user picks one (and says nothing if
   * the user never does). Resolves as `submit` does.
   */
  async signInWithPasskey(interactionId: string, autofill: boolean): Promise<string | undefined> {
    if (this.snapshot.submitting) return undefined;
    if (!autofill) this.set({ ...initialLoginFormState, submitting: true, passkeyPrompt: true });
    const signed = await promptForPasskey(
      this.identity,
      this.passkeys,
      interactionId,
      'passkeyAlone',
      autofill,
    );
    if (autofill && E.isLeft(signed)) return undefined;
    this.set({ ...initialLoginFormState, submitting: true, passkeyPrompt: true });
    const result = E.isLeft(signed)
      ? signed
      : codeOf(await this.identity.submitPasskey(interactionId, signed.right)());
    if (E.isRight(result)) return this.continueFlow(result.right.continueTo);
    const formError = result.left === 'aborted' ? undefined : result.left;
    this.set({ ...initialLoginFormState, formError });
    return undefined;
  }

  /** Back to the password: the step is forgotten (the provider's interaction stays). */
  leaveSecondFactor(): void {
    this.set(initialLoginFormState);
  }

  private async continueFlow(continueTo: string): Promise<string | undefined> {
    const inPlace = await continueCodeFlow(this.identity, this.navigator, continueTo);
    // Shown in place, this page's form is done: a later visit to /login starts from a fresh one.
    if (inPlace !== undefined) this.set(initialLoginFormState);
    return inPlace;
  }

  /** Handles the provider's redirect back: tokens, then the portal session, then the destination. */
  async complete(callbackUrl: string): Promise<E.Either<CallbackRefusal, CompletedPortalSignIn>> {
    const signedIn = await this.identity.completeSignIn(callbackUrl)();
    if (E.isLeft(signedIn)) return E.left({ kind: 'failed', messageId: signedIn.left.code });
    const target = this.safeTarget(signedIn.right.returnTo);
    const login = await this.sessions.oktaLogin(
      signedIn.right.idToken,
      productDeepLinkOf(target),
    )();
    if (E.isLeft(login)) {
      await this.identity.clearStoredTokens();
      return E.left(callbackRefusalOf(login.left, signedIn.right.email));
    }
    this.loginFlags.writeOwlError(login.right.owlError);
    // A new session: a secure page's earlier outcome in this document (signed out, before the
    // sign-in continued in place) must not send the user back to sign-in.
    this.monitor.reset();
    // The preference only chooses the language: a profile that cannot be read leaves it as it is.
    const profile = await this.profiles.getUserProfile()();
    return E.right({
      destination: target.startsWith('/')
        ? { kind: 'route', path: target }
        : { kind: 'external', url: target },
      language: E.isRight(profile)
        ? supportedLocaleFor(profile.right.languagePreference)
        : undefined,
    });
  }
}
