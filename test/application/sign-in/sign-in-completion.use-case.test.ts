import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { testProfile } from '../frame-fakes';
import { setup } from './sign-in-setup';

describe('SignInCompletion.complete — tokens, then the portal session, then the destination', () => {
  it('posts the id token to oktaLogin and shows the portal home in place of the callback', async () => {
    const { completion, sessions, navigator } = setup();
    const result = await completion.complete(
      'https://portal.example.com/login/callback?code=c&state=s',
    );
    expect(sessions.loggedInWith).toEqual(['id.token']);
    expect(result).toEqual(E.right({ language: 'en-us' }));
    expect(navigator.visits).toEqual([
      { method: 'show', url: '/', options: { replace: true, intent: 'signedIn' } },
    ]);
  });

  it("passes a product's deep link on to oktaLogin (§7) and lands where it is followed", async () => {
    const { completion, sessions, identity, navigator } = setup();
    identity.callbackAnswer = TE.right({
      idToken: 'id.token',
      returnTo: '/?payload=ZHVucz0x&app_id=306',
      email: undefined,
    });
    await completion.complete('cb');
    expect(sessions.deepLinks).toEqual([{ payload: 'ZHVucz0x', appId: '306' }]);
    expect(navigator.visits).toEqual([
      {
        method: 'show',
        url: '/?payload=ZHVucz0x&app_id=306',
        options: { replace: true, intent: 'signedIn' },
      },
    ]);
  });

  it('passes no deep link without a payload', async () => {
    const { completion, sessions } = setup();
    await completion.complete('cb');
    expect(sessions.deepLinks).toEqual([undefined]);
  });

  it.each([
    ['cs-CZ', 'cs-cz'],
    ['de', 'de-ch'],
    ['xx-yy', undefined],
  ])(
    "gives the user's language preference %s as the portal's language (%s)",
    async (preference, language) => {
      const { completion, profiles } = setup();
      profiles.profile = testProfile({ languagePreference: preference });
      const result = await completion.complete('cb');
      expect(E.isRight(result) && result.right.language).toBe(language);
    },
  );

  it("forgets a secure page's signed-out outcome from before the sign-in (D-PERF-9)", async () => {
    const { completion, sessions, monitor } = setup();
    sessions.checkReply = { kind: 'unauthorized' };
    monitor.check('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(monitor.snapshot.status).toBe('leaving');
    await completion.complete('cb');
    expect(monitor.snapshot).toEqual({ status: 'checking' });
  });

  it('keeps the outcome when the portal session could not be opened', async () => {
    const { completion, sessions, monitor } = setup();
    sessions.checkReply = { kind: 'unauthorized' };
    monitor.check('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    sessions.loginAnswer = TE.left({ code: 'service.unauthorized' });
    await completion.complete('cb');
    expect(monitor.snapshot.status).toBe('leaving');
  });

  it('a profile that cannot be read leaves the language as it is', async () => {
    const { completion, profiles } = setup();
    profiles.failing = true;
    const result = await completion.complete('cb');
    expect(result).toEqual(E.right({ language: undefined }));
  });

  it.each([true, false])(
    "stores the login response's owl error flag (%s) for the error banner (spec §4)",
    async (owlError) => {
      const { completion, sessions, loginFlags } = setup();
      sessions.loginAnswer = TE.right({ owlError });
      await completion.complete('cb');
      expect(loginFlags.owlError).toBe(owlError);
    },
  );

  it('goes to an allowed site the user asked for', async () => {
    const { completion, identity, navigator } = setup();
    identity.callbackAnswer = TE.right({
      idToken: 't',
      returnTo: 'https://shop.example.com/basket',
      email: undefined,
    });
    expect(await completion.complete('cb')).toEqual(E.right({ language: 'en-us' }));
    expect(navigator.visits).toEqual([
      { method: 'replace', url: 'https://shop.example.com/basket' },
    ]);
  });

  it('a return target that fails the allow-list goes to the portal home instead', async () => {
    const { completion, identity, navigator } = setup();
    identity.callbackAnswer = TE.right({
      idToken: 't',
      returnTo: 'https://shop.example.com.evil.net/',
      email: undefined,
    });
    await completion.complete('cb');
    expect(navigator.visits).toEqual([
      { method: 'show', url: '/', options: { replace: true, intent: 'signedIn' } },
    ]);
  });

  it('a callback the identity provider client rejects opens no session', async () => {
    const { completion, identity, sessions, navigator } = setup();
    identity.callbackAnswer = TE.left({ code: 'signIn.callbackInvalid' });
    expect(await completion.complete('cb')).toEqual(
      E.left({ kind: 'failed', messageId: 'signIn.callbackInvalid' }),
    );
    expect(sessions.loggedInWith).toEqual([]);
    expect(navigator.visits).toEqual([]);
  });

  it('when the backend refuses the id token ("Okta Session creation in BE:Failed") the tokens are cleared', async () => {
    const { completion, identity, sessions } = setup();
    identity.storedTokens = true;
    sessions.loginAnswer = TE.left({ code: 'service.unauthorized' });
    expect(await completion.complete('cb')).toEqual(
      E.left({ kind: 'failed', messageId: 'signIn.sessionFailed' }),
    );
    expect(identity.storedTokens).toBe(false);
  });

  // §8 "Please verify your email.", "Authentication Failed: Password expired." (D-AUTH-8).
  it.each([
    ['EMAIL_NOT_VERIFIED', 'auth.verifyEmail'],
    ['AUTHENTICATION_PASSWORD_EXPIRED', 'auth.passwordExpiredAuthentication'],
  ] as const)('oktaLogin refuses the account (%s): says so, for the address', async (code, id) => {
    const { completion, identity, sessions } = setup();
    identity.storedTokens = true;
    sessions.loginAnswer = TE.left({
      code: 'service.rejected',
      status: 403,
      error: code,
      message: 'not shown',
    });
    expect(await completion.complete('cb')).toEqual(
      E.left({ kind: 'account', messageId: id, email: 'us.owner@example.com' }),
    );
    expect(identity.storedTokens).toBe(false);
  });

  it('another 403 of oktaLogin is a failed session', async () => {
    const { completion, sessions } = setup();
    sessions.loginAnswer = TE.left({
      code: 'service.rejected',
      status: 403,
      error: 'CSRF_TOKEN_INVALID',
      message: 'not shown',
    });
    expect(await completion.complete('cb')).toEqual(
      E.left({ kind: 'failed', messageId: 'signIn.sessionFailed' }),
    );
  });
});
