import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { testProfile } from './frame-fakes';
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
    await signIn.submit(
      'interaction-1',
      { username: 'us.owner@example.com', password: 'wrong' },
      'default',
    );
    expect(signIn.snapshot).toEqual({
      submitting: false,
      fieldErrors: {},
      formError: 'auth.invalidCredentials',
    });
    expect(navigator.visits).toEqual([]);
  });

  it('accepted credentials continue the code flow where the provider says', async () => {
    const { signIn, identity, navigator } = setup();
    identity.credentialsAnswer = TE.right({
      continueTo: 'https://portal.example.com/oidc/auth/abc',
    });
    await signIn.submit(
      'interaction-1',
      { username: 'us.owner@example.com', password: 'right' },
      'default',
    );
    expect(navigator.visits).toEqual([
      { method: 'assign', url: 'https://portal.example.com/oidc/auth/abc' },
    ]);
    expect(signIn.snapshot.submitting).toBe(true);
  });

  it('accepted credentials whose flow ends on the portal callback continue in place (D-PERF-9)', async () => {
    const { signIn, identity, navigator } = setup();
    identity.credentialsAnswer = TE.right({ continueTo: '/oidc/auth/abc' });
    identity.inPlacePath = '/login/callback?code=c&state=s';
    const inPlace = await signIn.submit(
      'interaction-1',
      { username: 'us.owner@example.com', password: 'right' },
      'default',
    );
    expect(inPlace).toBe('/login/callback?code=c&state=s');
    expect(navigator.visits).toEqual([]);
    expect(signIn.snapshot).toEqual({ submitting: false, fieldErrors: {}, formError: undefined });
  });
});

describe('SignIn.complete — tokens, then the portal session, then the destination', () => {
  it('posts the id token to oktaLogin and goes to the portal home', async () => {
    const { signIn, sessions } = setup();
    const result = await signIn.complete(
      'https://portal.example.com/login/callback?code=c&state=s',
    );
    expect(sessions.loggedInWith).toEqual(['id.token']);
    expect(result).toEqual(
      E.right({ destination: { kind: 'route', path: '/' }, language: 'en-us' }),
    );
  });

  it("passes a product's deep link on to oktaLogin (§7) and lands where it is followed", async () => {
    const { signIn, sessions, identity } = setup();
    identity.callbackAnswer = TE.right({
      idToken: 'id.token',
      returnTo: '/?payload=ZHVucz0x&app_id=306',
      email: undefined,
    });
    const result = await signIn.complete('cb');
    expect(sessions.deepLinks).toEqual([{ payload: 'ZHVucz0x', appId: '306' }]);
    expect(result).toEqual(
      E.right({
        destination: { kind: 'route', path: '/?payload=ZHVucz0x&app_id=306' },
        language: 'en-us',
      }),
    );
  });

  it('passes no deep link without a payload', async () => {
    const { signIn, sessions } = setup();
    await signIn.complete('cb');
    expect(sessions.deepLinks).toEqual([undefined]);
  });

  it.each([
    ['cs-CZ', 'cs-cz'],
    ['de', 'de-ch'],
    ['xx-yy', undefined],
  ])(
    "gives the user's language preference %s as the portal's language (%s)",
    async (preference, language) => {
      const { signIn, profiles } = setup();
      profiles.profile = testProfile({ languagePreference: preference });
      const result = await signIn.complete('cb');
      expect(E.isRight(result) && result.right.language).toBe(language);
    },
  );

  it("forgets a secure page's signed-out outcome from before the sign-in (D-PERF-9)", async () => {
    const { signIn, sessions, monitor } = setup();
    sessions.checkReply = { kind: 'unauthorized' };
    monitor.check('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(monitor.snapshot.status).toBe('leaving');
    await signIn.complete('cb');
    expect(monitor.snapshot).toEqual({ status: 'checking' });
  });

  it('keeps the outcome when the portal session could not be opened', async () => {
    const { signIn, sessions, monitor } = setup();
    sessions.checkReply = { kind: 'unauthorized' };
    monitor.check('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    sessions.loginAnswer = TE.left({ code: 'service.unauthorized' });
    await signIn.complete('cb');
    expect(monitor.snapshot.status).toBe('leaving');
  });

  it('a profile that cannot be read leaves the language as it is', async () => {
    const { signIn, profiles } = setup();
    profiles.failing = true;
    const result = await signIn.complete('cb');
    expect(result).toEqual(
      E.right({ destination: { kind: 'route', path: '/' }, language: undefined }),
    );
  });

  it.each([true, false])(
    "stores the login response's owl error flag (%s) for the error banner (spec §4)",
    async (owlError) => {
      const { signIn, sessions, loginFlags } = setup();
      sessions.loginAnswer = TE.right({ owlError });
      await signIn.complete('cb');
      expect(loginFlags.owlError).toBe(owlError);
    },
  );

  it('goes to an allowed site the user asked for', async () => {
    const { signIn, identity } = setup();
    identity.callbackAnswer = TE.right({
      idToken: 't',
      returnTo: 'https://shop.example.com/basket',
      email: undefined,
    });
    expect(await signIn.complete('cb')).toEqual(
      E.right({
        destination: { kind: 'external', url: 'https://shop.example.com/basket' },
        language: 'en-us',
      }),
    );
  });

  it('a return target that fails the allow-list goes to the portal home instead', async () => {
    const { signIn, identity } = setup();
    identity.callbackAnswer = TE.right({
      idToken: 't',
      returnTo: 'https://shop.example.com.evil.net/',
      email: undefined,
    });
    expect(await signIn.complete('cb')).toEqual(
      E.right({ destination: { kind: 'route', path: '/' }, language: 'en-us' }),
    );
  });

  it('a callback the identity provider client rejects opens no session', async () => {
    const { signIn, identity, sessions } = setup();
    identity.callbackAnswer = TE.left({ code: 'signIn.callbackInvalid' });
    expect(await signIn.complete('cb')).toEqual(
      E.left({ kind: 'failed', messageId: 'signIn.callbackInvalid' }),
    );
    expect(sessions.loggedInWith).toEqual([]);
  });

  it('when the backend refuses the id token ("Okta Session creation in BE:Failed") the tokens are cleared', async () => {
    const { signIn, identity, sessions } = setup();
    identity.storedTokens = true;
    sessions.loginAnswer = TE.left({ code: 'service.unauthorized' });
    expect(await signIn.complete('cb')).toEqual(
      E.left({ kind: 'failed', messageId: 'signIn.sessionFailed' }),
    );
    expect(identity.storedTokens).toBe(false);
  });

  // §8 "Please verify your email.", "Authentication Failed: Password expired." (D-AUTH-8).
  it.each([
    ['EMAIL_NOT_VERIFIED', 'auth.verifyEmail'],
    ['AUTHENTICATION_PASSWORD_EXPIRED', 'auth.passwordExpiredAuthentication'],
  ] as const)('oktaLogin refuses the account (%s): says so, for the address', async (code, id) => {
    const { signIn, identity, sessions } = setup();
    identity.storedTokens = true;
    sessions.loginAnswer = TE.left({
      code: 'service.rejected',
      status: 403,
      error: code,
      message: 'not shown',
    });
    expect(await signIn.complete('cb')).toEqual(
      E.left({ kind: 'account', messageId: id, email: 'us.owner@example.com' }),
    );
    expect(identity.storedTokens).toBe(false);
  });

  it('another 403 of oktaLogin is a failed session', async () => {
    const { signIn, sessions } = setup();
    sessions.loginAnswer = TE.left({
      code: 'service.rejected',
      status: 403,
      error: 'CSRF_TOKEN_INVALID',
      message: 'not shown',
    });
    expect(await signIn.complete('cb')).toEqual(
      E.left({ kind: 'failed', messageId: 'signIn.sessionFailed' }),
    );
  });
});
