import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from './axe';
import { Container } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { TOKENS } from '../../src/application/app.tokens';
import type { SignOutContext } from '../../src/application/ports/identity-provider.port';
import { SessionMonitor } from '../../src/application/session/session-monitor.use-case';
import { SignOut } from '../../src/application/session/sign-out.use-case';
import { SIGN_OUT_INTENT } from '../../src/ui/routing/sign-out-intent';
import {
  FakeIdentityProvider,
  FakeNavigator,
  FakeSessionGateway,
  testConfig,
  FakeCountryFeatures,
} from '../application/fakes';
import { renderRoute } from './render-portal';

// Issue 9: "Logout cannot be triggered from another site". The portal's own ways to /logout sign
// out at once; a plain link to /logout (from anywhere) asks first.

const setup = (entry: Parameters<typeof renderRoute>[1], finished?: SignOutContext) => {
  const sessions = new FakeSessionGateway();
  const identity = new FakeIdentityProvider();
  identity.finishedSignOut = finished;
  const navigator = new FakeNavigator();
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.CountryFeatures).toConstantValue(new FakeCountryFeatures());
  container.bind(TOKENS.SessionGateway).toConstantValue(sessions);
  container.bind(TOKENS.IdentityProvider).toConstantValue(identity);
  container.bind(TOKENS.Navigator).toConstantValue(navigator);
  container.bind(TOKENS.PortalConfig).toConstantValue(testConfig);
  container.bind(TOKENS.Scheduler).toConstantValue(asyncScheduler);
  container.bind(TOKENS.Clock).toConstantValue({ now: () => new Date('2026-11-22T10:00:00Z') });
  container.bind(SessionMonitor).toSelf();
  container.bind(SignOut).toSelf();
  const view = renderRoute(container, entry);
  return { sessions, identity, view, user: userEvent.setup() };
};

describe('/logout', () => {
  it('signs out at once when the portal sent the user there', async () => {
    const { sessions, identity } = setup({ pathname: '/logout', state: SIGN_OUT_INTENT });
    expect(await screen.findByText('Signing you out…')).toBeInTheDocument();
    await waitFor(() => expect(sessions.logouts).toBe(1));
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(identity.signOutContexts).toEqual([{ reason: 'signedOut' }]);
  });

  it('asks first when opened by a plain link, and signs out only when the user confirms', async () => {
    const { sessions, view, user } = setup('/logout');
    expect(
      await screen.findByRole('heading', { name: 'Do you want to sign out of Business Portal?' }),
    ).toBeInTheDocument();
    expect(sessions.logouts).toBe(0);
    expect(screen.getByRole('link', { name: 'Stay signed in' })).toHaveAttribute('href', '/');
    expect(await axe(view.container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(sessions.logouts).toBe(1);
  });

  it('asked by a product to refresh, confirms with its reason and says so (spec §8, D-AUTH-7)', async () => {
    const { identity, user } = setup('/logout?reason=product_refresh');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(identity.signOutContexts).toEqual([{ reason: 'productRefresh' }]);
  });

  it('a typed expired=true signs out plainly once confirmed', async () => {
    const { identity, user } = setup('/logout?expired=true');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(identity.signOutContexts).toEqual([{ reason: 'signedOut' }]);
  });

  it.each([
    ['signedOut', 'You have been signed out successfully.', '/login'],
    [
      'sessionExpired',
      'Your session has expired. Please try to sign in again.',
      '/login?expired=true',
    ],
    [
      'productRefresh',
      'This page has been refreshed. Please login again.',
      '/login?reason=product_refresh',
    ],
  ] as const)(
    'back from the provider (%s): says why, and Sign in again carries it',
    async (reason, heading, href) => {
      setup('/logout?state=abc', { reason });
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', href);
    },
  );
});
