import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { validateLogin, type LoginVariant } from '../../domain/accounts/login-validation';
import { ACCESS_DENIED_PATH } from '../../domain/navigation/status-page-paths';
import { TOKENS } from '../app.tokens';
import { Store } from '../view-model-store';
import type { IdentityProvider, SecondFactorProof } from '../ports/identity-provider.port';
import type { Navigator } from '../ports/navigator.port';
import type { PortalConfig } from '../portal-config';
import type { SignInError, SignInErrorCode } from '../../domain/accounts/sign-in-errors';
import type { PasskeyCredential, Passkeys } from '../ports/passkeys.port';
import {
  initialSignInState,
  type SecondFactorKind,
  type SecondFactorStep,
  type SignInState,
} from './sign-in.state';
import { continueCodeFlow } from './continue-code-flow';
import { secondFactorProofOf } from './second-factor-proof';
import { promptForPasskey } from './passkey-prompt';
import { answeredSecondFactor } from './answered-second-factor';
import { outcomeOfRefusal, type SignInOutcome } from './sign-in-outcome';
import { addressWithout, hrefOf, type PageAddress } from './page-address';

const codeOf = E.mapLeft((error: SignInError) => error.code);

const BUSY: SignInOutcome = { kind: 'busy' };
const STAYED: SignInOutcome = { kind: 'stayed' };

/**
 * The login page's sign-in (spec §2, §4; docs/team-decisions.md "Flow"): start the code flow, send
 * the credentials (or a passkey, then a second factor) to the provider, and go on with the flow.
 * Each step resolves to its outcome and shows what follows through the Navigator; the page shows
 * the state and decides nothing (issue 31).
 */
@injectable()
export class SignIn extends Store<SignInState> {
  private openedAddress: string | undefined;

  constructor(
    @inject(TOKENS.IdentityProvider) private readonly identity: IdentityProvider,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.PortalConfig) private readonly config: PortalConfig,
    @inject(TOKENS.Passkeys) private readonly passkeys: Passkeys,
  ) {
    super(initialSignInState);
  }

  /**
   * The login page at `address`. Without an interaction the page starts the code flow from its own
   * address, whose server starts it (D-SSR-6) and sends the browser on to the login page with the
   * provider's interaction and the page's parameters (D-SIGNIN-UI-1), followed in place when it
   * can be (D-PERF-2). With one, a second step the address asks for (a password posted without
   * JavaScript, D-SSR-6) is taken up.
   */
  async open(address: PageAddress): Promise<void> {
    const query = new URLSearchParams(address.search);
    const href = hrefOf(address);
    if (href !== this.openedAddress && !this.snapshot.submitting) {
      this.openedAddress = href;
      if (this.snapshot.tried === true) this.set({ ...this.snapshot, tried: false });
    }
    if (query.get('interaction') === null) {
      const inPlace = await this.identity.openInPlace(href);
      if (inPlace === undefined) this.navigator.replace(href);
      else this.navigator.show(inPlace, { replace: true });
      return;
    }
    const step = answeredSecondFactor((name) => query.get(name));
    if (step !== undefined && this.snapshot.secondFactor === undefined) {
      this.set({ ...initialSignInState, secondFactor: step });
    }
  }

  /** Where a form of the login page posts when no script handles it (D-SSR-6). */
  readonly formAction = (
    interactionId: string,
    step: 'login' | 'second-factor',
    pageQuery: string,
  ): string => this.identity.interactionFormAction(interactionId, step, pageQuery);

  /** Sends the username and password; the account's state may ask for a step of its own first. */
  async submit(
    interactionId: string,
    input: { readonly username: string; readonly password: string },
    variant: LoginVariant,
  ): Promise<SignInOutcome> {
    if (this.snapshot.submitting) return BUSY;
    const validated = validateLogin(input, variant, this.config.placeholderDomain);
    if (E.isLeft(validated)) {
      const fieldErrors = Object.fromEntries(
        validated.left.map((error) => [error.field, error.code]),
      );
      this.set({ ...initialSignInState, fieldErrors, tried: true });
      return STAYED;
    }
    const { username, password } = validated.right;
    this.set({ ...initialSignInState, submitting: true, tried: true });
    const result = await this.identity.submitCredentials(interactionId, username, password)();
    if (E.isLeft(result)) return this.refused(result.left.code, username);
    if ('secondFactor' in result.right) {
      const { secondFactor: methods } = result.right;
      // The strongest and quickest first: the passkey, then the app.
      const using = methods.passkey ? 'passkey' : methods.app ? 'app' : 'recoveryCode';
      this.set({
        ...initialSignInState,
        tried: true,
        secondFactor: { methods, using, submitting: false, error: undefined },
      });
      return { kind: 'secondFactor' };
    }
    return this.continueFlow(result.right.continueTo);
  }

  /**
   * The second factor after the password (issue 28): a code from the app or a recovery code,
   * checked by the domain's shape first, or the passkey's prompt. A lockout leaves the step with
   * `formError` set and shows the access-denied page, as a locked password does.
   */
  async submitSecondFactor(interactionId: string, typed: string): Promise<SignInOutcome> {
    const step = this.snapshot.secondFactor;
    if (step === undefined || step.submitting) return BUSY;
    const typedProof =
      step.using === 'passkey' ? undefined : secondFactorProofOf(step.using, typed);
    if (typedProof !== undefined && E.isLeft(typedProof)) {
      this.withStep({ ...step, error: typedProof.left });
      return STAYED;
    }
    this.withStep({ ...step, submitting: true, error: undefined });
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
      ...initialSignInState,
      tried: true,
      formError: error === 'auth.lockedOut' ? error : undefined,
      secondFactor: { ...step, submitting: false, error },
    });
    return error === 'auth.lockedOut' ? this.refused(error) : STAYED;
  }

  /** "Try another way": another kind of second factor the user has. */
  switchSecondFactor(using: SecondFactorKind): void {
    const step = this.snapshot.secondFactor;
    if (step === undefined || step.submitting || !step.methods[using]) return;
    this.withStep({ ...step, using, error: undefined });
  }

  /**
   * "Sign in with a passkey" (issue 28): the browser's prompt, or with `autofill` its offer of
   * passkeys in the username field, which waits until the user picks one (and says nothing if
   * the user never does).
   */
  async signInWithPasskey(interactionId: string, autofill: boolean): Promise<SignInOutcome> {
    if (this.snapshot.submitting) return BUSY;
    const prompting: SignInState = {
      ...initialSignInState,
      submitting: true,
      passkeyPrompt: true,
      tried: true,
    };
    if (!autofill) this.set(prompting);
    const signed = await promptForPasskey(
      this.identity,
      this.passkeys,
      interactionId,
      'passkeyAlone',
      autofill,
    );
    if (autofill && E.isLeft(signed)) return STAYED;
    this.set(prompting);
    const result = E.isLeft(signed)
      ? signed
      : codeOf(await this.identity.submitPasskey(interactionId, signed.right)());
    if (E.isRight(result)) return this.continueFlow(result.right.continueTo);
    return this.refused(result.left === 'aborted' ? undefined : result.left);
  }

  /**
   * Back to the password from a second step (the provider's interaction stays); a step the
   * address asked for leaves the address too.
   */
  backToPassword(address: PageAddress): void {
    this.set(initialSignInState);
    const query = new URLSearchParams(address.search);
    if (query.get('step') !== null) {
      this.navigator.show(
        addressWithout(address, ['formError', 'step', 'factors', 'using', 'reason']),
        {
          replace: true,
        },
      );
    }
  }

  /**
   * A refusal: the form says why, or the account's state leads to a step or a page of its own; a
   * password to replace needs the account it was typed for (a passkey names none).
   */
  private refused(code: SignInErrorCode | undefined, username?: string): SignInOutcome {
    const outcome = outcomeOfRefusal(code);
    const { secondFactor, tried } = this.snapshot;
    const replacing = outcome.kind === 'replacePassword' && username !== undefined;
    this.set({
      ...initialSignInState,
      formError: code,
      ...(tried === true ? { tried } : {}),
      ...(secondFactor === undefined ? {} : { secondFactor }),
      ...(replacing ? { replacement: { reason: outcome.reason, username } } : {}),
    });
    if (outcome.kind === 'replacePassword' && !replacing) return STAYED;
    // Decided on this answer, not the form's state: back from the access-denied page, the form
    // shows the lockout message instead of sending the user there again (D-PAGES-5).
    if (outcome.kind === 'accessDenied') this.navigator.show(ACCESS_DENIED_PATH);
    return outcome;
  }

  private withStep(secondFactor: SecondFactorStep): void {
    this.set({ ...this.snapshot, secondFactor });
  }

  private async continueFlow(continueTo: string): Promise<SignInOutcome> {
    const inPlace = await continueCodeFlow(this.identity, this.navigator, continueTo);
    // Shown in place, this page's form is done: a later visit to /login starts from a fresh one.
    if (inPlace) this.set(initialSignInState);
    return { kind: 'continued', inPlace };
  }
}
