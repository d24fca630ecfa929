import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as TE from 'fp-ts/TaskEither';
import { TOKENS } from '../../src/application/app.tokens';
import { fakeGateway } from '../application/registration/registration-fakes';
import { axe } from './axe';
import { portalContainer } from './portal-fakes';
import { renderRoute } from './render-portal';

// Spec §8 "Please verify your email." and "Authentication Failed: Password expired.": the portal
// opened no session for the account's state, and the callback page says what to do
// (docs/decisions/sign-in-and-sessions.md D-AUTH-8).

const setup = (url: string, error?: string, returnTo?: string) => {
  const { container, fakes } = portalContainer();
  const registrations = fakeGateway();
  container.bind(TOKENS.RegistrationGateway).toConstantValue(registrations.gateway);
  if (error !== undefined) {
    fakes.sessions.loginAnswer = TE.left({
      code: 'service.rejected',
      status: 403,
      error,
      message: 'not shown',
    });
  }
  fakes.identity.callbackAnswer = TE.right({
    idToken: 'id.token',
    returnTo,
    email: 'unverified@example.com',
  });
  const view = renderRoute(container, url);
  return { view, fakes, registrations, user: userEvent.setup() };
};

describe('/login/callback when the account is why no session opens', () => {
  it('an email to verify: sends the code and goes on to /verify-email', async () => {
    const { view, registrations, user } = setup(
      '/login/callback?code=c&state=s',
      'EMAIL_NOT_VERIFIED',
    );
    expect(await screen.findByText('Please verify your email.')).toBeInTheDocument();
    expect(await axe(view.container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Send me a verification code' }));
    await waitFor(() => expect(registrations.script.resent).toEqual(['unverified@example.com']));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change email' })).not.toBeInTheDocument();
  });

  it('a code that cannot be sent says so and stays', async () => {
    const { registrations, user } = setup('/login/callback?code=c&state=s', 'EMAIL_NOT_VERIFIED');
    registrations.script.resendAnswer = {
      code: 'service.rejected',
      status: 429,
      error: 'RATE_LIMITED',
      message: '',
    };
    await user.click(await screen.findByRole('button', { name: 'Send me a verification code' }));
    expect(
      await screen.findByText('Sorry, something went wrong. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('a password past its age: signs in with the password, which asks for a new one', async () => {
    const { view } = setup('/login/callback?code=c&state=s', 'AUTHENTICATION_PASSWORD_EXPIRED');
    expect(await screen.findByText('Authentication Failed: Password expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with your password' })).toHaveAttribute(
      'href',
      '/login?uid=unverified%40example.com',
    );
    expect(await axe(view.container)).toHaveNoViolations();
  });

  it('says the same from the address a browser without JavaScript is sent to', async () => {
    setup('/login/callback?failed=EMAIL_NOT_VERIFIED&uid=unverified%40example.com');
    expect(await screen.findByText('Please verify your email.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login?uid=unverified%40example.com',
    );
  });
});

describe('/login/callback once the session is open', () => {
  it('shows the page the sign-in was for in place of the callback, through the Navigator', async () => {
    const { fakes } = setup('/login/callback?code=c&state=s', undefined, '/access-denied');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(fakes.navigator.visits).toEqual([
      { method: 'show', url: '/access-denied', options: { replace: true, intent: 'signedIn' } },
    ]);
  });
});
