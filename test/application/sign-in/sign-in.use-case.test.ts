import * as TE from 'fp-ts/TaskEither';
import type { SignInErrorCode } from '../../../src/domain/accounts/sign-in-errors';
import { setup } from './sign-in-setup';

describe('SignIn.submit — spec §5 "Login" and §8 "Login widget"', () => {
  it.each([
    [
      '',
      '',
      'default',
      { username: 'login.username.required', password: 'login.password.required' },
    ],
    ['', 'secret', 'signin', { username: 'login.username.requiredSignIn' }],
    ['  ', 'secret', 'default', { username: 'login.username.required' }],
    ['alex@example.com', '', 'default', { password: 'login.password.required' }],
  ] as const)(
    'username %j, password %j (%s wording) → field errors %j, nothing sent',
    async (username, password, variant, expected) => {
      const { signIn, identity } = setup();
      await signIn.submit('interaction-1', { username, password }, variant);
      expect(signIn.snapshot.fieldErrors).toEqual(expected);
      expect(identity.submitted).toEqual([]);
    },
  );

  it('"A username without a domain part gets a placeholder domain appended"', async () => {
    const { signIn, identity } = setup();
    await signIn.submit('interaction-1', { username: 'alex', password: 'pw' }, 'default');
    expect(identity.submitted).toEqual([
      { interactionId: 'interaction-1', username: 'alex@example.com', password: 'pw' },
    ]);
  });

  it('E0000004 from the provider shows the invalid-credentials error and stays on the form', async () => {
    const { signIn, identity, navigator } = setup();
    identity.credentialsAnswer = TE.left({ code: 'auth.invalidCredentials' });
    const outcome = await signIn.submit(
      'interaction-1',
      { username: 'us.owner@example.com', password: 'wrong' },
      'default',
    );
    expect(outcome).toEqual({ kind: 'stayed' });
    expect(signIn.snapshot).toEqual({
      submitting: false,
      fieldErrors: {},
      formError: 'auth.invalidCredentials',
      tried: true,
    });
    expect(navigator.visits).toEqual([]);
  });

  it('accepted credentials continue the code flow where the provider says', async () => {
    const { signIn, identity, navigator } = setup();
    identity.credentialsAnswer = TE.right({
      continueTo: 'https://portal.example.com/oidc/auth/abc',
    });
    const outcome = await signIn.submit(
      'interaction-1',
      { username: 'us.owner@example.com', password: 'right' },
      'default',
    );
    expect(outcome).toEqual({ kind: 'continued', inPlace: false });
    expect(navigator.visits).toEqual([
      { method: 'assign', url: 'https://portal.example.com/oidc/auth/abc' },
    ]);
    expect(signIn.snapshot.submitting).toBe(true);
  });

  it('accepted credentials whose flow ends on the portal callback continue in place (D-PERF-9)', async () => {
    const { signIn, identity, navigator } = setup();
    identity.credentialsAnswer = TE.right({ continueTo: '/oidc/auth/abc' });
    identity.inPlacePath = '/login/callback?code=c&state=s';
    const outcome = await signIn.submit(
      'interaction-1',
      { username: 'us.owner@example.com', password: 'right' },
      'default',
    );
    expect(outcome).toEqual({ kind: 'continued', inPlace: true });
    expect(navigator.visits).toEqual([
      { method: 'show', url: '/login/callback?code=c&state=s', options: { replace: true } },
    ]);
    expect(signIn.snapshot).toEqual({ submitting: false, fieldErrors: {}, formError: undefined });
  });
});

// Spec §4 account states, §8 "Login widget": what the login page shows for each answer of the
// provider to the credentials (docs/decisions/sign-in-states.md D-SIGNIN-UI-2,
// docs/decisions/status-pages.md D-PAGES-5).
describe('SignIn.submit — the outcome of each answer, and what it shows', () => {
  const submitted = async (code: SignInErrorCode) => {
    const setUp = setup();
    setUp.identity.credentialsAnswer = TE.left({ code });
    const outcome = await setUp.signIn.submit(
      'interaction-1',
      { username: 'alex', password: 'old' },
      'default',
    );
    return { ...setUp, outcome };
  };

  it.each([
    ['auth.invalidCredentials', { kind: 'stayed' }],
    ['auth.rateLimited', { kind: 'stayed' }],
    ['auth.unexpected', { kind: 'stayed' }],
    ['auth.lockedOut', { kind: 'accessDenied' }],
    ['auth.passwordExpired', { kind: 'replacePassword', reason: 'expired' }],
    ['auth.passwordTemporary', { kind: 'replacePassword', reason: 'temporary' }],
  ] as const)('%s → %j', async (code, expected) => {
    const { outcome, signIn } = await submitted(code);
    expect(outcome).toEqual(expected);
    expect(signIn.snapshot).toMatchObject({ submitting: false, formError: code });
  });

  it('"Locked: Access Denied" shows the access-denied page, the form keeping the message', async () => {
    const { navigator, signIn } = await submitted('auth.lockedOut');
    expect(navigator.visits).toEqual([{ method: 'show', url: '/access-denied', options: {} }]);
    expect(signIn.snapshot.formError).toBe('auth.lockedOut');
  });

  it('a password to replace keeps the account as it was sent, placeholder domain and all', async () => {
    const { navigator, signIn } = await submitted('auth.passwordTemporary');
    expect(signIn.snapshot.replacement).toEqual({
      reason: 'temporary',
      username: 'alex@example.com',
    });
    expect(navigator.visits).toEqual([]);
  });

  it('a second submit while one is under way does nothing', async () => {
    const { signIn, identity } = setup();
    const first = signIn.submit('interaction-1', { username: 'a', password: 'b' }, 'default');
    const second = await signIn.submit(
      'interaction-1',
      { username: 'a', password: 'b' },
      'default',
    );
    await first;
    expect(second).toEqual({ kind: 'busy' });
    expect(identity.submitted).toHaveLength(1);
  });
});

describe('SignIn.backToPassword', () => {
  it('leaves a step made on this page without changing the address', async () => {
    const { signIn, navigator, identity } = setup();
    identity.credentialsAnswer = TE.left({ code: 'auth.passwordExpired' });
    await signIn.submit('interaction-1', { username: 'alex', password: 'old' }, 'default');
    signIn.backToPassword({ pathname: '/login', search: 'interaction=interaction-1' });
    expect(signIn.snapshot).toEqual({ submitting: false, fieldErrors: {}, formError: undefined });
    expect(navigator.visits).toEqual([]);
  });

  it("leaves a step the address asked for, and the step's parameters with it", () => {
    const { signIn, navigator } = setup();
    signIn.backToPassword({
      pathname: '/login',
      search: 'interaction=i&uid=a%40b.com&step=replace-password&reason=expired&formError=2008',
    });
    expect(navigator.visits).toEqual([
      { method: 'show', url: '/login?interaction=i&uid=a%40b.com', options: { replace: true } },
    ]);
  });
});
