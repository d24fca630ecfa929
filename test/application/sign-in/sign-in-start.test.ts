import { answeredSignInError } from '../../../src/application/sign-in/answered-login';
import { setup } from './sign-in-setup';

// docs/decisions/server-rendering.md D-SSR-6: the server starts the code flow for the login page's
// own address (it carries the page's parameters and checks the redirect target, server tests);
// the page follows that address in the background (D-PERF-2), or sends the browser there.

const open = async (address: string, inPlacePath: string | undefined = undefined) => {
  const setUp = setup();
  setUp.identity.inPlacePath = inPlacePath;
  const [pathname = '', search = ''] = address.split('?');
  await setUp.signIn.open({ pathname, search });
  return setUp;
};

describe('SignIn.open: the login page address without an interaction', () => {
  it('shows the login page with its interaction without leaving the page', async () => {
    const { identity, navigator } = await open(
      '/login?uid=x&lang=de-CH',
      '/login?interaction=abc&uid=x&lang=de-CH',
    );
    expect([identity.openedInPlace, navigator.visits]).toEqual([
      ['/login?uid=x&lang=de-CH'],
      [
        {
          method: 'show',
          url: '/login?interaction=abc&uid=x&lang=de-CH',
          options: { replace: true },
        },
      ],
    ]);
  });

  it('sends the browser to the address when it could not be followed', async () => {
    const { navigator } = await open('/signin?flow=GAD');
    expect(navigator.visits).toEqual([{ method: 'replace', url: '/signin?flow=GAD' }]);
  });

  it('posts the form without JavaScript to the interaction, with the page query', async () => {
    const { signIn } = await open('/login');
    expect(signIn.formAction('abc', 'login', 'interaction=abc&uid=x')).toBe(
      '/interaction/abc/login?interaction=abc&uid=x',
    );
  });
});

describe('SignIn.open: the login page address with an interaction', () => {
  it('starts nothing, and takes up the second step the address asks for', async () => {
    const { identity, navigator, signIn } = await open(
      '/login?interaction=abc&step=second-factor&factors=app,recoveryCode',
    );
    expect([identity.openedInPlace, navigator.visits]).toEqual([[], []]);
    expect(signIn.snapshot.secondFactor).toEqual({
      methods: { app: true, passkey: false, recoveryCode: true },
      using: 'app',
      submitting: false,
      error: undefined,
    });
  });

  it('forgets that a sign-in was tried once the page has another address', async () => {
    const { signIn } = await open('/login?interaction=abc');
    await signIn.submit('abc', { username: '', password: '' }, 'default');
    expect(signIn.snapshot.tried).toBe(true);
    await signIn.open({ pathname: '/login', search: 'interaction=abc' });
    expect(signIn.snapshot.tried).toBe(true);
    await signIn.open({ pathname: '/login', search: 'interaction=def&formError=E0000004' });
    expect(signIn.snapshot.tried).toBe(false);
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
