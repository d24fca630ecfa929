import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from './axe';
import * as TE from 'fp-ts/TaskEither';
import { Container } from 'inversify';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { asyncScheduler } from 'rxjs';
import { TOKENS } from '../../src/application/app.tokens';
import { SessionMonitor } from '../../src/application/session/session-monitor.use-case';
import { SignIn } from '../../src/application/sign-in/sign-in.use-case';
import { ContainerProvider } from '../../src/ui/di/injection';
import { portalRoutes } from '../../src/ui/routing/portal-routes';
import { PORTAL_ROUTES, routeOf, type PortalRoute } from '../../src/ui/routing/route-table';
import {
  FakeCountryFeatures,
  FakeIdentityProvider,
  FakeLoginFlags,
  FakeNavigator,
  FakeSessionGateway,
  testConfig,
  FakePasskeys,
} from '../application/fakes';
import { FakeProfileGateway } from '../application/frame-fakes';
import { englishMessages } from './render-portal';

// The secure pages' frame (header, menus, banners) has services of its own; here it only passes
// its page through, since what is tested is the session check in front of it.
jest.mock('../../src/ui/frame/frame-layout', () => ({
  FrameLayout: jest.requireActual<typeof import('react-router-dom')>('react-router-dom').Outlet,
}));

// Spec §2 "Pages: obsolete browser ..., access denied (locked), ..., under-maintenance page"; §4
// "pages have full-page loader, error and service-down flags"; §8 the pages' texts
// (docs/decisions/status-pages.md D-PAGES-1 to D-PAGES-5).

const UNDER_MAINTENANCE = 'We are under maintenance and we will be back shortly';
const SERVICES_UNAVAILABLE =
  'Some of the services are not available at the moment. Please try again later.';
const LOCKED_OUT =
  'Your account is locked for security reasons. Try again after 30 minutes, or reset your password.';

const setup = () => {
  const sessions = new FakeSessionGateway();
  const identity = new FakeIdentityProvider();
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.SessionGateway).toConstantValue(sessions);
  container.bind(TOKENS.IdentityProvider).toConstantValue(identity);
  container.bind(TOKENS.Navigator).toConstantValue(new FakeNavigator());
  container.bind(TOKENS.PortalConfig).toConstantValue(testConfig);
  container.bind(TOKENS.Scheduler).toConstantValue(asyncScheduler);
  container.bind(TOKENS.Clock).toConstantValue({ now: () => new Date('2026-11-22T10:00:00Z') });
  container.bind(TOKENS.LoginFlags).toConstantValue(new FakeLoginFlags());
  container.bind(TOKENS.ProfileGateway).toConstantValue(new FakeProfileGateway());
  // The page chrome's footer links (the frame's work in progress asks for them).
  container.bind(TOKENS.CountryFeatures).toConstantValue(new FakeCountryFeatures());
  container.bind(SessionMonitor).toSelf();
  container.bind(TOKENS.Passkeys).toConstantValue(new FakePasskeys());
  container.bind(SignIn).toSelf();
  return { container, sessions, identity, user: userEvent.setup() };
};

/**
 * The portal's route table; with `home`, its secure home page replaced by a stand-in, so that
 * returning to the page the user was on needs none of the dashboard's services.
 */
const tableWith = (home?: string): readonly PortalRoute[] =>
  home === undefined
    ? PORTAL_ROUTES
    : [
        ...PORTAL_ROUTES.filter((row) => routeOf(row).path !== '/'),
        {
          route: 'home',
          titleId: 'dashboard.pageTitle',
          page: () => Promise.resolve({ default: () => <main>{home}</main> }),
        },
      ];

const show = (
  container: Container,
  url: InitialEntry,
  table: readonly PortalRoute[] = PORTAL_ROUTES,
) => {
  const router = createMemoryRouter(portalRoutes(table), { initialEntries: [url] });
  const view = render(
    <ContainerProvider container={container}>
      <IntlProvider
        locale="en-us"
        messages={englishMessages()}
        onError={(error) => {
          throw error;
        }}
      >
        <RouterProvider router={router} />
      </IntlProvider>
    </ContainerProvider>,
  );
  return { router, view };
};

describe('/obsoleteBrowser — §8 "Unsupported browser: suggests Safari, Firefox, Chrome, Edge"', () => {
  it('names the four browsers as links to their download pages, each in a new tab', async () => {
    const { container } = setup();
    const { view } = show(container, '/obsoleteBrowser');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your browser is not supported' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Business Portal | Unsupported browser');
    expect(
      screen.getByText(/each link opens the browser's download page in a new tab/),
    ).toBeVisible();
    const links = ['Safari', 'Firefox', 'Chrome', 'Edge'].map((name) =>
      screen.getByRole('link', { name }),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.apple.com/safari/',
      'https://www.mozilla.org/firefox/new/',
      'https://www.google.com/chrome/',
      'https://www.microsoft.com/edge',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(await axe(view.container)).toHaveNoViolations();
  });
});

describe('under maintenance — §8 "We are under maintenance and we will be back shortly"', () => {
  it('is where a secure page goes when the session check says the services are under maintenance', async () => {
    const { container, sessions } = setup();
    sessions.checkReply = { kind: 'underMaintenance' };
    const { router, view } = show(container, '/?RelayState=abc', tableWith('the home page'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Under maintenance' });
    expect(router.state.location.pathname).toBe('/maintenance');
    expect(document.title).toBe('Business Portal | Under maintenance');
    expect(screen.getByText(UNDER_MAINTENANCE)).toBeVisible();
    expect(screen.queryByText('the home page')).not.toBeInTheDocument();
    // The page replaced what the user was on: the focus starts at its heading.
    expect(heading).toHaveFocus();
    expect(await axe(view.container)).toHaveNoViolations();
  });

  it('"Try again" asks again, from the keyboard, and returns to the page once the services are back', async () => {
    const { container, sessions, user } = setup();
    sessions.checkReply = { kind: 'underMaintenance' };
    const { router } = show(container, '/?RelayState=abc', tableWith('the home page'));
    await screen.findByRole('heading', { name: 'Under maintenance' });
    expect(sessions.checks).toBe(1);

    // Still under maintenance: asked again, and the page again.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sessions.checks).toBe(2));
    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toHaveFocus();

    // Back: the page the user asked for, with its query.
    sessions.checkReply = { kind: 'answered', status: 200, expiresInSeconds: 1800 };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the home page')).toBeInTheDocument();
    expect(sessions.checks).toBe(3);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/?RelayState=abc',
    );
  });

  it('opened directly, "Try again" goes to the portal home', async () => {
    const { container, sessions, user } = setup();
    const { router } = show(container, '/maintenance', tableWith('the home page'));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sessions.checks).toBe(1);
  });
});

describe('services unavailable — §4 "service-down flag", §8 "Some of the services are not available"', () => {
  it('takes the place of a secure page whose session check failed, with Try again and a way home', async () => {
    const { container, sessions, user } = setup();
    sessions.checkReply = { kind: 'failed' };
    const { router, view } = show(container, '/', tableWith('the home page'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Services unavailable' });
    expect(screen.getByText(SERVICES_UNAVAILABLE)).toBeVisible();
    expect(screen.queryByText('the home page')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Go to the portal home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(await axe(view.container)).toHaveNoViolations();

    sessions.checkReply = { kind: 'answered', status: 200, expiresInSeconds: 1800 };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the home page')).toBeInTheDocument();
    expect(sessions.checks).toBe(2);
  });

  it('stays while the services stay down, the focus back on its heading', async () => {
    const { container, sessions, user } = setup();
    sessions.checkReply = { kind: 'failed' };
    show(container, '/', tableWith('the home page'));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sessions.checks).toBe(2));
    expect(await screen.findByRole('heading', { name: 'Services unavailable' })).toHaveFocus();
  });
});

describe('access denied — §8 "Locked: \'Access Denied\', try later or reset password"', () => {
  it('says to wait 30 minutes or reset the password, with links to both ways on', async () => {
    const { container } = setup();
    const { view } = show(container, '/access-denied');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Business Portal | Access denied');
    expect(screen.getByText(LOCKED_OUT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(await axe(view.container)).toHaveNoViolations();
  });

  it('is where sign-in goes when the account is locked; back, the form says why', async () => {
    const { container, identity, user } = setup();
    identity.credentialsAnswer = TE.left({ code: 'auth.lockedOut' });
    const { router } = show(container, '/login?interaction=abc123');
    await user.type(await screen.findByLabelText('Business email address'), 'locked@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo-Portal-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/access-denied');

    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('Business email address')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText(LOCKED_OUT)).toBeInTheDocument();
  });

  it('leaves the form for no other sign-in error', async () => {
    const { container, identity, user } = setup();
    identity.credentialsAnswer = TE.left({ code: 'auth.invalidCredentials' });
    const { router } = show(container, '/login?interaction=abc123');
    await user.type(await screen.findByLabelText('Business email address'), 'us.owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(/does not match our records/, { selector: 'p, div, span' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
