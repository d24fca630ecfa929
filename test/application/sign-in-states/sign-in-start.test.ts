import { asyncScheduler } from 'rxjs';
import { SessionMonitor } from '../../../src/application/session/session-monitor';
import { answeredSignInError, SignIn } from '../../../src/application/sign-in/sign-in.use-case';
import {
  FakeIdentityProvider,
  FakeLoginFlags,
  FakeNavigator,
  FakeSessionGateway,
  testConfig,
  FakePasskeys,
} from '../fakes';
import { FakeProfileGateway } from '../frame-fakes';

// docs/decisions/server-rendering.md D-SSR-6: the server starts the code flow for the login page's
// own address (it carries the page's parameters and checks the redirect target, server tests);
// the page follows that address in the background (D-PERF-2), or sends the browser there.

const start = async (address: string, inPlacePath: string | undefined = undefined) => {
  const identity = new FakeIdentityProvider();
  identity.inPlacePath = inPlacePath;
  const navigator = new FakeNavigator();
  const sessions = new FakeSessionGateway();
  const signIn = new SignIn(
    identity,
    sessions,
    navigator,
    testConfig,
    new FakeLoginFlags(),
    new FakeProfileGateway(),
    new SessionMonitor(sessions, identity, navigator, testConfig, asyncScheduler),
    new FakePasskeys(),
  );
  const inPlace = await signIn.start(address);
  return { identity, navigator, inPlace, signIn };
};

describe('SignIn.start from the login page address', () => {
  it('shows the login page with its interaction without leaving the page', async () => {
    const { identity, navigator, inPlace } = await start(
      '/login?uid=x&lang=de-CH',
      '/login?interaction=abc&uid=x&lang=de-CH',
    );
    expect([identity.openedInPlace, inPlace, navigator.visits]).toEqual([
      ['/login?uid=x&lang=de-CH'],
      '/login?interaction=abc&uid=x&lang=de-CH',
      [],
    ]);
  });

  it('sends the browser to the address when it could not be followed', async () => {
    const { navigator, inPlace } = await start('/signin?flow=GAD');
    expect([inPlace, navigator.visits]).toEqual([
      undefined,
      [{ method: 'replace', url: '/signin?flow=GAD' }],
    ]);
  });

  it('posts the form without JavaScript to the interaction, with the page query', async () => {
    const { signIn } = await start('/login');
    expect(signIn.formAction('abc', 'login', 'interaction=abc&uid=x')).toBe(
      '/interaction/abc/login?interaction=abc&uid=x',
    );
  });
});

describe('answeredSignInError: the refusal of a form posted without JavaScript', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['E0000004', 'auth.invalidCredentials'],
    ['MFA_CODE_INCORRECT', 'mfa.code.incorrect'],
    ['RATE_LIMITED', 'auth.rateLimited'],
    ['something-else', 'auth.unexpected'],
  ])('formError %j → %j', (code, expected) => {
    expect(answeredSignInError(code)).toBe(expected);
  });
});
