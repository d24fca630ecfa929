import type { ComponentType } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SPEC_ROUTES } from '../../src/domain/navigation/route-access';
import { ContainerProvider } from '../../src/ui/di/injection';
import { portalRoutes } from '../../src/ui/routing/portal-routes';
import { routeErrorKind } from '../../src/ui/routing/route-error-page';
import { PORTAL_ROUTES, routeOf, type PortalRoute } from '../../src/ui/routing/route-table';
import { FakeSessionGateway } from '../application/fakes';
import { englishMessages } from './render-portal';
import { portalContainer } from './portal-fakes';

// Issue 10 "One typed route table" and "Error boundaries".

const showTable = (table: readonly PortalRoute[], url: string, sessions?: FakeSessionGateway) => {
  const router = createMemoryRouter(portalRoutes(table), { initialEntries: [url] });
  const { container, fakes } = portalContainer({ sessions: sessions ?? new FakeSessionGateway() });
  render(
    <ContainerProvider container={container}>
      <IntlProvider locale="en-us" messages={englishMessages()}>
        <RouterProvider router={router} />
      </IntlProvider>
    </ContainerProvider>,
  );
  return { router, navigator: fakes.navigator };
};

const Plain = ({ text }: { text: string }) => <main>{text}</main>;
const page = (text: string) => () => Promise.resolve({ default: () => <Plain text={text} /> });

afterEach(() => jest.restoreAllMocks());

describe('the route table', () => {
  it('serves only spec §2 routes (plus the OIDC callback and the status pages), each once, with the access the spec gives it', () => {
    const specPaths = new Set<string>(Object.values(SPEC_ROUTES).map((route) => route.path));
    const paths = PORTAL_ROUTES.map((row) => routeOf(row).path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => !specPaths.has(path))).toEqual([
      '/login/callback',
      // Spec §2 names the notifications view-all page but no route for it (D-NOTIF-8).
      '/notifications',
      // Spec §2 names "a product page" (its ad slot) but no route for it (D-ADS-3).
      '/products/:appId',
      '/maintenance',
      '/access-denied',
    ]);
    for (const row of PORTAL_ROUTES) {
      if (typeof row.route === 'string') expect(routeOf(row)).toBe(SPEC_ROUTES[row.route]);
    }
  });

  it('gives every row a page title that exists in English', () => {
    const messages = englishMessages();
    for (const row of PORTAL_ROUTES)
      expect([row.titleId, messages[row.titleId] !== undefined]).toEqual([row.titleId, true]);
  });

  it('titles each page "Business Portal | <page>" from its row', async () => {
    showTable(
      [{ route: 'obsoleteBrowser', titleId: 'logout.pageTitle', page: page('a public page') }],
      '/obsoleteBrowser',
    );
    expect(await screen.findByText('a public page')).toBeInTheDocument();
    expect(document.title).toBe('Business Portal | Sign out');
  });

  it('answers a path without a row with "Page not found", not a placeholder', async () => {
    // Every spec route has its screen now; a route left out of a table is answered the same way.
    showTable(
      PORTAL_ROUTES.filter((row) => row.route !== 'mfa'),
      '/mfa',
    );
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that page." }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Business Portal | Page not found');
  });

  it('sends a signed-out visitor of a secure route to sign-in, keeping the page and its deep link', async () => {
    const sessions = new FakeSessionGateway();
    sessions.checkReply = { kind: 'unauthorized' };
    const { router } = showTable(
      [
        {
          route: 'companyDetails',
          titleId: 'dashboard.pageTitle',
          page: page('secret company details'),
        },
        { route: 'login', titleId: 'login.pageTitle', page: page('the login page') },
      ],
      '/companyDetails?RelayState=abc',
      sessions,
    );
    expect(await screen.findByText('the login page')).toBeInTheDocument();
    expect(screen.queryByText('secret company details')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect_uri')).toBe(
      '/companyDetails?RelayState=abc',
    );
  });

  it('shows a secure page once the session check answers', async () => {
    showTable(
      [{ route: 'companyDetails', titleId: 'dashboard.pageTitle', page: page('company details') }],
      '/companyDetails',
    );
    expect(await screen.findByText('company details')).toBeInTheDocument();
  });

  it("draws the frame and the page together once the page's code is here, under the check's loader until then (D-PERF-11)", async () => {
    const sessions = new FakeSessionGateway();
    let arrive: () => void = () => undefined;
    const code = new Promise<{ default: ComponentType }>((resolve) => {
      arrive = () => resolve({ default: () => <Plain text="company details" /> });
    });
    showTable(
      [{ route: 'companyDetails', titleId: 'dashboard.pageTitle', page: () => code }],
      '/companyDetails',
      sessions,
    );
    await waitFor(() => expect(sessions.checks).toBe(1));
    // The check has answered and the frame's code is here: its header waits for the page instead
    // of framing a spinner.
    await act(() => import('../../src/ui/frame/frame-layout'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByText('company details')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('the session warning', () => {
  it('offers to stay signed in when two minutes or less are left, and renews through the session check', async () => {
    const sessions = new FakeSessionGateway();
    sessions.checkReply = { kind: 'answered', status: 200, expiresInSeconds: 90 };
    showTable(
      [{ route: 'companyDetails', titleId: 'dashboard.pageTitle', page: page('company details') }],
      '/companyDetails',
      sessions,
    );
    const warning = await screen.findByRole('dialog', {
      name: 'Your session is about to end',
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus(),
    );
    expect(warning).toContainElement(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.getByText('company details')).toBeInTheDocument();
    sessions.checkReply = { kind: 'answered', status: 200, expiresInSeconds: 1800 };
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessions.checks).toBe(2);
    expect(screen.getByText('company details')).toBeInTheDocument();
  });
});

describe('error boundaries', () => {
  it.each([
    // The public page's own header; the secure page inside the frame's header, as one banner.
    ['a public', { route: 'obsoleteBrowser', titleId: 'logout.pageTitle' }, '/obsoleteBrowser'],
    ['a secure', { route: 'companyDetails', titleId: 'dashboard.pageTitle' }, '/companyDetails'],
  ] as const)(
    'turns %s page whose chunk does not arrive into an error page with "Try again" and a way home',
    async (_kind, row, path) => {
      // React Router reports the error it caught; the page below is what the user gets.
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const failing = () =>
        Promise.reject(
          Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
        );
      const { navigator } = showTable([{ ...row, page: failing }], path);
      expect(
        await screen.findByRole('heading', {
          name: 'This page could not be loaded. Check your connection and try again.',
        }),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      // A reload fetches the page's code again, which a deploy may have replaced.
      expect(navigator.visits).toEqual([{ method: 'reload', url: '' }]);
      expect(screen.getByRole('link', { name: 'Go to the portal home' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(screen.getAllByRole('banner')).toHaveLength(1);
    },
  );

  it("shows the spec's generic message when a page throws", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('a bug');
    };
    showTable(
      [
        {
          route: 'obsoleteBrowser',
          titleId: 'logout.pageTitle',
          page: () => Promise.resolve({ default: Broken }),
        },
      ],
      '/obsoleteBrowser',
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Sorry, something went wrong. Please try again later.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    [Object.assign(new Error('x'), { name: 'ChunkLoadError' }), 'chunkFailed'],
    [new Error('Loading CSS chunk 3 failed'), 'chunkFailed'],
    [new TypeError('undefined is not a function'), 'unexpected'],
    ['a string', 'unexpected'],
  ])('tells %p apart as %s', (error, kind) => {
    expect(routeErrorKind(error)).toBe(kind);
  });
});
