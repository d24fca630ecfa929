import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from './axe';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { Container } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { SessionMonitor } from '../../src/application/session/session-monitor.use-case';
import { TOKENS } from '../../src/application/app.tokens';
import { SignIn } from '../../src/application/sign-in/sign-in.use-case';
import { SignInCompletion } from '../../src/application/sign-in/sign-in-completion.use-case';
import {
  FakeIdentityProvider,
  FakeLoginFlags,
  FakeNavigator,
  FakeSessionGateway,
  testConfig,
  FakeCountryFeatures,
  FakePasskeys,
} from '../application/fakes';
import { FakeProfileGateway } from '../application/frame-fakes';
import { renderRoute } from './render-portal';

const setup = (url = '/login?interaction=abc123', passkeys = new FakePasskeys()) => {
  const identity = new FakeIdentityProvider();
  const navigator = new FakeNavigator();
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.CountryFeatures).toConstantValue(new FakeCountryFeatures());
  container.bind(TOKENS.IdentityProvider).toConstantValue(identity);
  container.bind(TOKENS.SessionGateway).toConstantValue(new FakeSessionGateway());
  container.bind(TOKENS.Navigator).toConstantValue(navigator);
  container.bind(TOKENS.PortalConfig).toConstantValue(testConfig);
  container.bind(TOKENS.Clock).toConstantValue({ now: () => new Date('2026-11-22T10:00:00Z') });
  container.bind(TOKENS.LoginFlags).toConstantValue(new FakeLoginFlags());
  container.bind(TOKENS.ProfileGateway).toConstantValue(new FakeProfileGateway());
  container.bind(TOKENS.Scheduler).toConstantValue(asyncScheduler);
  container.bind(SessionMonitor).toSelf();
  container.bind(TOKENS.Passkeys).toConstantValue(passkeys);
  container.bind(SignIn).toSelf();
  container.bind(SignInCompletion).toSelf();
  const view = renderRoute(container, url);
  return { identity, navigator, view, passkeys, user: userEvent.setup() };
};

describe("/login — the portal's login widget", () => {
  it('is titled "Business Portal | Sign in" and offers Forgot password? and Sign up', async () => {
    setup();
    expect(await screen.findByLabelText('Business email address')).toBeInTheDocument();
    expect(document.title).toBe('Business Portal | Sign in');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(
      screen.getByText('© 2000–2026 Business Portal. All rights reserved.'),
    ).toBeInTheDocument();
  });

  it('shows the spec §5 required-field messages and sends nothing', async () => {
    const { identity, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter Business email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter Password')).toBeInTheDocument();
    expect(
      screen.getByText('We found some errors. Please review the form and make corrections.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Business email address')).toHaveAttribute('aria-invalid', 'true');
    expect(identity.submitted).toEqual([]);
  });

  it('uses the sign-in wording ("Please enter Email") in the GAD flow', async () => {
    const { user } = setup('/login?interaction=abc123&flow=GAD');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter Email')).toBeInTheDocument();
  });

  it.each([
    ['expired=true', 'Your session has expired. Please try to sign in again.'],
    ['reason=product_refresh', 'This page has been refreshed. Please login again.'],
  ])('says why above the form for %s (spec §2, §8; D-AUTH-7)', async (query, text) => {
    setup(`/login?interaction=abc123&${query}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('prefills the username from the uid query parameter (spec §2)', async () => {
    setup('/login?interaction=abc123&uid=alex%40example.com');
    expect(await screen.findByLabelText('Business email address')).toHaveValue('alex@example.com');
  });

  it('shows the E0000004 text for a wrong password', async () => {
    const { identity, user } = setup();
    identity.credentialsAnswer = TE.left({ code: 'auth.invalidCredentials' });
    await user.type(await screen.findByLabelText('Business email address'), 'us.owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(
        'The user name or password you entered does not match our records. Try again or reset using Forgot Password.',
      ),
    ).toBeInTheDocument();
    expect(identity.submitted).toEqual([
      { interactionId: 'abc123', username: 'us.owner@example.com', password: 'wrong-password' },
    ]);
  });

  it('continues the code flow when the provider accepts the credentials', async () => {
    const { navigator, user } = setup();
    await user.type(await screen.findByLabelText('Business email address'), 'us.owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo-Portal-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(navigator.visits).toEqual([{ method: 'assign', url: '/oidc/auth/resume' }]),
    );
  });

  it('shows the provider callback in place when the accepted flow ends there (D-PERF-9)', async () => {
    const { identity, navigator, user } = setup();
    identity.inPlacePath = '/login/callback?code=c&state=s';
    identity.callbackAnswer = TE.left({ code: 'signIn.callbackInvalid' });
    await user.type(await screen.findByLabelText('Business email address'), 'us.owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo-Portal-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Your session has expired. Please try to sign in again.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(navigator.visits).toEqual([
      { method: 'show', url: '/login/callback?code=c&state=s', options: { replace: true } },
    ]);
  });

  it('without an interaction, starts the code flow instead of showing the form', async () => {
    const { navigator, identity } = setup('/login?redirect_uri=%2FaccountInfo');
    expect(await screen.findByText('Taking you to sign in…')).toBeInTheDocument();
    await waitFor(() => expect(navigator.visits).toHaveLength(1));
    // The server starts the flow for the page's own address (D-SSR-6).
    expect(identity.openedInPlace).toEqual(['/login?redirect_uri=%2FaccountInfo']);
    expect(navigator.visits).toEqual([
      { method: 'replace', url: '/login?redirect_uri=%2FaccountInfo' },
    ]);
  });

  it('shows the refusal of a form posted without JavaScript, and posts to the interaction', async () => {
    setup('/login?interaction=abc&uid=x%40y.example&formError=E0000004');
    expect(await screen.findByText(/does not match our records/)).toBeInTheDocument();
    expect(screen.getByLabelText('Business email address')).toHaveValue('x@y.example');
    expect(screen.getByRole('form', { name: 'Sign in to your account' })).toHaveAttribute(
      'action',
      '/interaction/abc/login?interaction=abc&uid=x%40y.example&formError=E0000004',
    );
  });

  it('has no accessibility violations, also with errors shown', async () => {
    const { view, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await axe(view.container)).toHaveNoViolations();
  });

  it('offers "Sign in with a passkey" and the autofill of passkeys where the browser can (issue 28)', async () => {
    const passkeys = new FakePasskeys();
    passkeys.autofill = true;
    passkeys.signAnswer = E.left('aborted');
    const { identity, navigator, user, view } = setup(undefined, passkeys);
    const username = await screen.findByLabelText('Business email address');
    await waitFor(() => expect(username).toHaveAttribute('autocomplete', 'username webauthn'));
    await waitFor(() => expect(passkeys.prompts).toMatchObject([{ kind: 'sign', autofill: true }]));
    passkeys.signAnswer = E.right({ id: 'credential' });
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(identity.passkeysSubmitted).toEqual([{ id: 'credential' }]));
    expect(navigator.visits).toEqual([{ method: 'assign', url: '/oidc/auth/after-passkey' }]);
    expect(await axe(view.container)).toHaveNoViolations();
  });

  it('leaves the username field as it was where the browser offers no passkey in its autofill', async () => {
    setup();
    const username = await screen.findByLabelText('Business email address');
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
    expect(username).toHaveAttribute('autocomplete', 'username');
  });

  it('offers no passkey where the browser has none', async () => {
    const passkeys = new FakePasskeys();
    passkeys.supported = false;
    setup(undefined, passkeys);
    expect(await screen.findByLabelText('Business email address')).toHaveAttribute(
      'autocomplete',
      'username',
    );
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });

  it('asks for the passkey after the password, with the other ways the user has', async () => {
    const passkeys = new FakePasskeys();
    passkeys.autofill = true;
    const { identity, user, view } = setup(undefined, passkeys);
    // The autofill offer waits until the user picks a passkey, which this user never does.
    passkeys.held = new Promise(() => undefined);
    identity.credentialsAnswer = TE.right({
      secondFactor: { app: true, passkey: true, recoveryCode: true },
    });
    await user.type(await screen.findByLabelText('Business email address'), 'us.owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toHaveFocus();
    // The form's autofill offer ends with the form: it cannot sign anyone in from here.
    expect(passkeys.cancelled).toBe(1);
    passkeys.held = undefined;
    expect(screen.getByRole('button', { name: 'Use a code from my app instead' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Try another way: use a recovery code' }),
    ).toBeVisible();
    expect(await axe(view.container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Use my passkey' }));
    await waitFor(() =>
      expect(identity.secondFactors).toEqual([{ passkey: { id: 'credential' } }]),
    );
  });
});
