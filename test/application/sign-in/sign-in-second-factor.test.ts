import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { SecondFactorMethods } from '../../../src/application/ports/identity-provider.port';
import { setup } from './sign-in-setup';

// Issue 28 "Sign-in": after a right password a user with a factor gives it (the passkey first,
// then the app, a recovery code under "Try another way"); a passkey alone signs in through its
// button or the browser's autofill (D-MFA-12). The provider's answers and the prompts are faked.

const ALL: SecondFactorMethods = { app: true, passkey: true, recoveryCode: true };

const atSecondFactor = async (methods: SecondFactorMethods = ALL) => {
  const setUp = setup();
  setUp.identity.credentialsAnswer = TE.right({ secondFactor: methods });
  await setUp.signIn.submit(
    'interaction-1',
    { username: 'us.owner@example.com', password: 'right' },
    'default',
  );
  return setUp;
};

describe('SignIn: the second factor', () => {
  it.each([
    ['a passkey and an app', ALL, 'passkey'],
    ['an app and recovery codes', { app: true, passkey: false, recoveryCode: true }, 'app'],
    ['recovery codes alone', { app: false, passkey: false, recoveryCode: true }, 'recoveryCode'],
  ] as const)('asks a user with %s for the strongest first', async (_case, methods, using) => {
    const { signIn } = await atSecondFactor(methods);
    expect(signIn.snapshot.secondFactor).toMatchObject({ methods, using, submitting: false });
  });

  it("opens the passkey's prompt for the interaction's challenge and sends what it signed", async () => {
    const { signIn, identity, passkeys, navigator } = await atSecondFactor();
    await signIn.submitSecondFactor('interaction-1', '');
    expect(identity.passkeyChallenges).toEqual(['secondFactor']);
    expect(passkeys.prompts).toMatchObject([{ kind: 'sign', autofill: false }]);
    expect(identity.secondFactors).toEqual([{ passkey: { id: 'credential' } }]);
    expect(navigator.visits).toEqual([{ method: 'assign', url: '/oidc/auth/after-factor' }]);
  });

  it('says so when the prompt was closed, and lets the user try again or another way', async () => {
    const { signIn, identity, passkeys } = await atSecondFactor();
    passkeys.signAnswer = E.left('cancelled');
    await signIn.submitSecondFactor('interaction-1', '');
    expect(signIn.snapshot.secondFactor).toMatchObject({
      using: 'passkey',
      submitting: false,
      error: 'mfa.passkey.cancelled',
    });
    expect(identity.secondFactors).toEqual([]);
    signIn.switchSecondFactor('recoveryCode');
    expect(signIn.snapshot.secondFactor).toMatchObject({ using: 'recoveryCode', error: undefined });
  });

  it('refuses an app code of the wrong shape before calling, and switches only to what the user has', async () => {
    const { signIn, identity } = await atSecondFactor({
      app: true,
      passkey: false,
      recoveryCode: true,
    });
    await signIn.submitSecondFactor('interaction-1', '12ab');
    expect(signIn.snapshot.secondFactor?.error).toBeDefined();
    expect(identity.secondFactors).toEqual([]);
    signIn.switchSecondFactor('passkey');
    expect(signIn.snapshot.secondFactor?.using).toBe('app');
    await signIn.submitSecondFactor('interaction-1', '123 456');
    expect(identity.secondFactors).toEqual([{ code: '123456' }]);
  });

  it('shows a lockout as the form error, as a locked password does', async () => {
    const { signIn, identity } = await atSecondFactor();
    identity.secondFactorAnswer = TE.left({ code: 'auth.lockedOut' });
    await signIn.submitSecondFactor('interaction-1', '');
    expect(signIn.snapshot.formError).toBe('auth.lockedOut');
  });
});

describe('SignIn: "Sign in with a passkey"', () => {
  it('opens the prompt for a passkey alone, waiting with the button busy, then continues the flow', async () => {
    const { signIn, identity, passkeys, navigator } = setup();
    let release = () => undefined as void;
    passkeys.held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const signingIn = signIn.signInWithPasskey('interaction-1', false);
    await Promise.resolve();
    expect(signIn.snapshot).toMatchObject({ submitting: true, passkeyPrompt: true });
    release();
    await signingIn;
    expect(identity.passkeyChallenges).toEqual(['passkeyAlone']);
    expect(identity.passkeysSubmitted).toEqual([{ id: 'credential' }]);
    expect(navigator.visits).toEqual([{ method: 'assign', url: '/oidc/auth/after-passkey' }]);
  });

  it.each([
    [
      'a passkey no account has',
      TE.left({ code: 'mfa.passkey.unknown' } as const),
      'mfa.passkey.unknown',
    ],
    ['a locked account', TE.left({ code: 'auth.lockedOut' } as const), 'auth.lockedOut'],
  ])('shows the refusal of %s on the form', async (_case, answer, formError) => {
    const { signIn, identity } = setup();
    identity.passkeyAnswer = answer;
    await signIn.signInWithPasskey('interaction-1', false);
    expect(signIn.snapshot).toMatchObject({ submitting: false, formError });
  });

  it('waits silently in the autofill, and says nothing when another prompt replaces it', async () => {
    const { signIn, identity, passkeys } = setup();
    passkeys.signAnswer = E.left('aborted');
    await signIn.signInWithPasskey('interaction-1', true);
    expect(passkeys.prompts).toMatchObject([{ kind: 'sign', autofill: true }]);
    expect(signIn.snapshot).toEqual({ submitting: false, fieldErrors: {}, formError: undefined });
    expect(identity.passkeysSubmitted).toEqual([]);
  });

  it('signs in with the passkey the user picked from the autofill', async () => {
    const { signIn, identity } = setup();
    await signIn.signInWithPasskey('interaction-1', true);
    expect(identity.passkeysSubmitted).toEqual([{ id: 'credential' }]);
  });
});
