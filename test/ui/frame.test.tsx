import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from './axe';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { ContainerProvider } from '../../src/ui/di/injection';
import { portalRoutes } from '../../src/ui/routing/portal-routes';
import type { PortalRoute } from '../../src/ui/routing/route-table';
import { entitlementsFor, ACME, BAKERY, EMILE } from '../application/frame-fakes';
import { englishMessages } from './render-portal';
import { portalContainer } from './portal-fakes';

// Issue 10 "The frame": what every secure page shows around its content, for a US owner.

const Page = () => <h1>The page</h1>;
const TABLE: readonly PortalRoute[] = [
  { route: 'home', titleId: 'dashboard.pageTitle', page: () => Promise.resolve({ default: Page }) },
  {
    route: 'accountProfile',
    titleId: 'dashboard.pageTitle',
    page: () => Promise.resolve({ default: Page }),
    bar: { kind: 'back' },
  },
];

const show = (
  setUp: (fakes: ReturnType<typeof portalContainer>['fakes']) => void = () => {},
  url = '/',
) => {
  const { container, fakes } = portalContainer();
  setUp(fakes);
  const router = createMemoryRouter(portalRoutes(TABLE), { initialEntries: [url] });
  const view = render(
    <ContainerProvider container={container}>
      <IntlProvider locale="en-us" messages={englishMessages()}>
        <RouterProvider router={router} />
      </IntlProvider>
    </ContainerProvider>,
  );
  return { fakes, router, view, user: userEvent.setup() };
};

const atWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
};

beforeEach(() => atWidth(1280));

describe('the frame on a desktop', () => {
  it('has the logo, the selected company, the tabs, the partner links, the bell, the profile button and the footer', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Company' })).toHaveValue('acme analytics');
    expect(screen.getByText('DUNS 123456789', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Business Portal home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Credit' })).toBeInTheDocument();
    expect(
      within(nav).getByRole('link', { name: 'Deals and Offers (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('link', { name: 'Fundability Scan (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'About Fundability Scan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Olivia' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(
      screen.getByText('© 2000–2026 Business Portal. All rights reserved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      'https://www.provider.example/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'Trust Center' })).toHaveAttribute(
      'href',
      'https://www.provider.example/trust-center',
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('opens the profile menu with the entries of spec §2; Sign out leads to /logout', async () => {
    const { user, router } = show();
    await user.click(await screen.findByRole('button', { name: 'Olivia' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'My Apps',
      'Account',
      'Change password',
      'Orders',
      'Subscriptions',
      'Legal',
      'Learning Center (opens in a new tab)',
      'Customer Support (opens in a new tab)',
      'Small Business Financing (opens in a new tab)',
      'Banking (opens in a new tab)',
      'Insurance (opens in a new tab)',
      'Sign out',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(router.state.location.state).toEqual({ intent: 'signOut' });
  });

  it('tracks each partner-link click on the click itself, before the leaving-site modal asks', async () => {
    // Whether the modal was open when each event was tracked (D-FRAME-10: it must not be yet).
    const modalOpenAtTrack: boolean[] = [];
    const { user, fakes } = show((fakes) => {
      const track = fakes.analytics.track.bind(fakes.analytics);
      fakes.analytics.track = (event) => {
        modalOpenAtTrack.push(screen.queryByRole('dialog') !== null);
        return track(event);
      };
    });
    await user.click(
      await screen.findByRole('link', { name: 'Fundability Scan (opens in a new tab)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'You are leaving Business Portal' });
    expect(fakes.analytics.tracked).toEqual([
      { kind: 'partnerLinkClicked', link: 'fundabilityScan' },
    ]);
    expect(modalOpenAtTrack).toEqual([false]);
    // Cancel keeps the click tracked, and adds nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fakes.analytics.tracked).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Fundability Scan (opens in a new tab)' }));
    const again = await screen.findByRole('dialog', { name: 'You are leaving Business Portal' });
    const go = within(again).getByRole('link', {
      name: 'Continue to Fundability Scan (opens in a new tab)',
    });
    expect(go).toHaveAttribute('href', 'https://partners.provider.example/fundability-scan');
    expect(go).toHaveAttribute('target', '_blank');
    expect(go).toHaveAttribute('rel', 'noopener noreferrer');
    // jsdom does not open tabs; Continue closes the modal and is not a second click to track.
    go.addEventListener('click', (event) => event.preventDefault());
    await user.click(go);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fakes.analytics.tracked).toEqual([
      { kind: 'partnerLinkClicked', link: 'fundabilityScan' },
      { kind: 'partnerLinkClicked', link: 'fundabilityScan' },
    ]);
    expect(modalOpenAtTrack).toEqual([false, false]);
  });

  it('switches company from the keyboard: filtered, chosen, stored and reloaded after 300 ms', async () => {
    const { user, fakes } = show();
    const input = await screen.findByRole('combobox', { name: 'Company' });
    await user.clear(input);
    await user.type(input, 'RIDGE');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Blue Ridge Bakery DUNS 987654321']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(fakes.preferences.selectedCompany).toBe(BAKERY.duns), {
      timeout: 2000,
    });
    expect(fakes.queries.byDuns).toContain(BAKERY.duns);
    expect(fakes.analytics.tracked).toEqual([{ kind: 'companyDropdownChoice' }]);
    expect(input).toHaveValue('Blue Ridge Bakery');
  });

  it('shows the selected company again when a search is left unfinished', async () => {
    const { user, fakes } = show();
    const input = await screen.findByRole('combobox', { name: 'Company' });
    await user.clear(input);
    await user.type(input, 'RIDGE');
    await screen.findByRole('listbox');
    await user.tab();
    expect(input).toHaveValue('acme analytics');
    expect(fakes.preferences.selectedCompany).not.toBe(BAKERY.duns);
  });

  it('shows the owl error banner, and a dismissed banner stays dismissed', async () => {
    const { user, fakes } = show((f) => {
      f.loginFlags.owlError = true;
    });
    const notices = await screen.findByRole('region', { name: 'Notices' });
    expect(notices).toHaveTextContent(
      'Some of the services are not available at the moment. Please try again later.',
    );
    await user.click(within(notices).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
    expect(fakes.dismissed.dismissed.has('owl-banner-error')).toBe(true);
  });

  it('shows a notification marked as a banner, translated, with its link, until dismissed', async () => {
    const { user, fakes } = show((f) => {
      f.notifications.list_ = {
        notifications: [
          {
            id: '9',
            type: 'error',
            key: 'payment-failed',
            text: {
              kind: 'message',
              id: 'notifications.event.paymentFailed',
              values: { productName: 'Credit Monitor' },
            },
            bold: undefined,
            cta: {
              kind: 'learn',
              linkText: 'notifications.link.manageSubscriptions',
              link: { kind: 'portal', path: '/accountInfo/subscriptions' },
            },
            productTitle: 'Credit Monitor',
            createdAt: '2026-11-20T09:00:00Z',
            read: true,
            banner: true,
          },
        ],
        unreadCount: 0,
        latestId: '9',
      };
    });
    const notices = await screen.findByRole('region', { name: 'Notices' });
    expect(notices).toHaveTextContent(/Credit Monitor/);
    expect(within(notices).getByRole('link', { name: /Manage subscriptions/ })).toHaveAttribute(
      'href',
      '/accountInfo/subscriptions',
    );
    await user.click(within(notices).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
    expect(fakes.dismissed.dismissed.has('payment-failed-9')).toBe(true);
  });

  it('the bell shows the unread count, marks them read when opened, and clears them', async () => {
    const { user, fakes } = show((f) => {
      f.notifications.list_ = {
        notifications: [
          {
            id: '7',
            type: 'success',
            key: 'duns-number-issued',
            text: { kind: 'literal', text: 'Your DUNS number is ready.' },
            bold: undefined,
            cta: undefined,
            productTitle: undefined,
            createdAt: '2026-11-20T09:00:00Z',
            read: false,
            banner: false,
          },
        ],
        unreadCount: 1,
        latestId: '7',
      };
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('Your DUNS number is ready.')).toBeInTheDocument();
    await waitFor(() => expect(fakes.notifications.calls).toContain('markRead'));
    await user.click(within(panel).getByRole('button', { name: 'Clear all' }));
    expect(await within(panel).findByText('You have no notifications.')).toBeInTheDocument();
  });

  it.each([
    [7, '7'],
    [99, '99'],
    [1234, '99+'],
  ])('the bell badge shows %i unread as %s', async (unread, badge) => {
    show((f) => {
      f.notifications.list_ = { notifications: [], unreadCount: unread, latestId: undefined };
    });
    const bell = await screen.findByRole('button', { name: /^Notifications, .* unread$/ });
    // The badge is the bell's only text; screen readers hear the count in its name.
    expect(bell.textContent).toBe(badge);
  });

  it('the Credit tab asks for the agreement first; declining says access is unavailable', async () => {
    const { user, fakes } = show((f) => {
      const pending = {
        vboEntitlements: [
          {
            productName: 'Credit Insights',
            appId: 294,
            productId: 27,
            duns: ACME.duns,
            status: 'active' as const,
            termsAccepted: false,
            trialDaysLeft: undefined,
            assetsReady: false,
            newFeature: false,
          },
        ],
        pla: { acceptedTos: false, plaContent: 'The Credit Insights licence agreement.' },
      };
      f.queries.current = entitlementsFor(ACME.duns, [ACME, BAKERY, EMILE], pending);
      f.queries.perDuns.set(ACME.duns, pending);
    });
    await user.click(await screen.findByRole('button', { name: 'Credit' }));
    const prompt = await screen.findByRole('dialog', { name: 'Credit Insights terms' });
    expect(within(prompt).getByText('The Credit Insights licence agreement.')).toBeInTheDocument();
    expect(within(prompt).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(fakes.terms.decisions).toHaveLength(1));
    expect(await screen.findByRole('dialog', { name: 'Access unavailable' })).toBeInTheDocument();
    expect(fakes.terms.decisions).toEqual([{ duns: ACME.duns, appId: 294, accepted: false }]);
    expect(fakes.navigator.visits).toEqual([]);
  });

  it("shows the route's back bar", async () => {
    show(undefined, '/accountInfo/profile');
    expect(await screen.findByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

describe('the frame on a phone', () => {
  beforeEach(() => atWidth(375));

  it('puts the tabs and the menu in a slide-in panel with Close and Back', async () => {
    const { user } = show();
    expect(await screen.findByRole('combobox', { name: 'Company' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Olivia' })).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(panel).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'My account' }));
    expect(await within(panel).findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'My Apps' })).toHaveFocus();
    expect(within(panel).getByRole('link', { name: 'Change password' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Back' }));
    expect(await within(panel).findByRole('button', { name: 'My account' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await act(() => Promise.resolve());
  });
});
