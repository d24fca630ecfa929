import { asyncScheduler } from 'rxjs';
import { SessionMonitor } from '../../../src/application/session/session-monitor';
import { SignIn } from '../../../src/application/sign-in/sign-in.use-case';
import type { LoginPageContext } from '../../../src/application/ports/identity-provider.port';
import {
  loginPageContextOf,
  signInParametersOf,
} from '../../../src/application/sign-in-states/sign-in-parameters';
import {
  FakeIdentityProvider,
  FakeLoginFlags,
  FakeNavigator,
  FakeSessionGateway,
  testConfig,
  FakePasskeys,
} from '../fakes';
import { FakeProfileGateway } from '../frame-fakes';

// docs/decisions/sign-in-states.md D-SIGNIN-UI-1: starting the code flow hands the provider the
// login page's parameters, and the redirect target still passes the allow-list.

class RecordingIdentityProvider extends FakeIdentityProvider {
  readonly contexts: (LoginPageContext | undefined)[] = [];
  override async authorizationUrl(
    returnTo: string | undefined,
    context?: LoginPageContext,
  ): Promise<string> {
    this.contexts.push(context);
    return super.authorizationUrl(returnTo);
  }
}

const start = async (
  query: string,
  entry: 'login' | 'signin' = 'login',
  inPlacePath: string | undefined = undefined,
) => {
  const identity = new RecordingIdentityProvider();
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
  const parameters = signInParametersOf(new URLSearchParams(query));
  const inPlace = await signIn.start(parameters.redirect, loginPageContextOf(parameters, entry));
  return { identity, navigator, inPlace };
};

describe('SignIn.start with the login page parameters', () => {
  it.each([
    [
      'a signed-out /?uid=…&flow=GAD&reason=product_refresh',
      `redirect_uri=${encodeURIComponent('/?uid=a@b.example&flow=GAD&reason=product_refresh')}`,
      '/?uid=a@b.example&flow=GAD&reason=product_refresh',
      {
        loginHint: 'a@b.example',
        parameters: {
          flow: 'GAD',
          reason: 'product_refresh',
          // For the login page's sign-up link (D-GAD-ENTRY-3).
          redirect_url: '/?uid=a@b.example&flow=GAD&reason=product_refresh',
        },
      },
    ],
    [
      'a redirect to another site not on the allow-list is dropped, the parameters kept',
      'uid=x&redirect_url=https%3A%2F%2Fevil.example%2F',
      undefined,
      { loginHint: 'x', parameters: {} },
    ],
    [
      'lang, app_id and payload',
      'lang=hu-hu&app_id=294&payload=YT0x',
      undefined,
      { loginHint: undefined, parameters: { lang: 'hu-hu', app_id: '294', payload: 'YT0x' } },
    ],
  ])('%s', async (_name, query, returnTo, context) => {
    const { identity, navigator } = await start(query);
    expect(identity.authorizationRequests).toEqual([returnTo]);
    expect(identity.contexts).toEqual([context]);
    expect(navigator.visits).toEqual([
      { method: 'replace', url: 'https://portal.example.com/oidc/auth?client_id=business-portal' },
    ]);
  });

  it('/signin sends flow=/signin', async () => {
    const { identity } = await start('', 'signin');
    expect(identity.contexts).toEqual([{ loginHint: undefined, parameters: { flow: '/signin' } }]);
  });
});

// D-PERF-2: the provider's answer followed in the background is shown in place, without a second
// document; when it cannot be followed, the browser goes to the provider as before.
describe('SignIn.start opening the login page in place', () => {
  it('shows the login page with its interaction without leaving the page', async () => {
    const { navigator, inPlace } = await start('', 'login', '/login?interaction=abc&uid=x');
    expect([inPlace, navigator.visits]).toEqual(['/login?interaction=abc&uid=x', []]);
  });

  it('sends the browser to the provider when its answer could not be followed', async () => {
    const { navigator, inPlace } = await start('');
    expect([inPlace, navigator.visits]).toEqual([
      undefined,
      [
        {
          method: 'replace',
          url: 'https://portal.example.com/oidc/auth?client_id=business-portal',
        },
      ],
    ]);
  });
});
