import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { act } from 'react';
import { VirtualTimeScheduler } from 'rxjs';
import { TOKENS } from '../../src/application/app.tokens';
import type { EntitledProduct } from '../../src/application/ports/entitlement-queries.port';
import { ACME, BAKERY, EMILE, entitlementsFor } from '../application/frame-fakes';
import { portalContainer } from './portal-fakes';
import { renderRoute } from './render-portal';

// Spec §2 "Landing / My Apps": the welcome, a tile per product of the selected company with its
// pill, and what opening a tile does (hand-off, company picker, product terms).

const entitled = (
  productName: string,
  appId: number,
  productId: number | undefined,
  overrides: Partial<EntitledProduct> = {},
): EntitledProduct => ({
  productName,
  appId,
  productId,
  duns: ACME.duns,
  status: 'active',
  termsAccepted: true,
  trialDaysLeft: undefined,
  ...overrides,
});

const showDashboard = (
  current: Parameters<typeof entitlementsFor>[2],
  all: Parameters<typeof entitlementsFor>[2] = current,
) => {
  const { container, fakes } = portalContainer();
  fakes.queries.current = entitlementsFor(ACME.duns, [BAKERY, ACME, EMILE], current);
  fakes.queries.perDuns.set(ACME.duns, current ?? {});
  fakes.queries.all = entitlementsFor(undefined, [BAKERY, ACME, EMILE], all);
  renderRoute(container, '/');
  return { fakes, user: userEvent.setup() };
};

const myApps = () => screen.getByRole('region', { name: 'My Apps' });

describe('the dashboard', () => {
  it('welcomes the user with the selected company, and shows each product as a tile with its pill', async () => {
    showDashboard({
      vboEntitlements: [
        entitled('Credit Insights', 294, 27),
        entitled('Credit Monitor', 252, 14707, { status: 'trial', trialDaysLeft: 9 }),
        entitled('Livelogo', 288, 24, { termsAccepted: false }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Olivia' })).toBeInTheDocument();
    expect(screen.getByText('acme analytics', { selector: 'header p' })).toBeInTheDocument();
    const tiles = within(myApps()).getAllByRole('button');
    expect(tiles).toHaveLength(3);
    expect(tiles[0]).toHaveAccessibleName('Credit Insights');
    expect(tiles[1]).toHaveAccessibleName('Credit Monitor 9 days of trial left');
    expect(tiles[2]).toHaveAccessibleName('Livelogo Pending product terms acceptance');
    expect(tiles[0]).toHaveAccessibleDescription(
      "See and understand your company's credit scores and ratings.",
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('opens a product through its hand-off', async () => {
    const { fakes, user } = showDashboard({ vboEntitlements: [entitled('Livelogo', 288, 24)] });
    await user.click(await within(await findMyApps()).findByRole('button', { name: /Livelogo/ }));
    await waitFor(() =>
      expect(fakes.navigator.visits).toEqual([
        { method: 'assign', url: 'https://products.provider.example/open' },
      ]),
    );
    expect(fakes.handOffs.navigateRequests).toEqual([
      { applicationId: 288, target: { kind: 'company', duns: ACME.duns } },
    ]);
  });

  it('asks "open product for which company" for a product held for several', async () => {
    const ci = entitled('Credit Insights', 294, 27);
    const { fakes, user } = showDashboard(
      { vboEntitlements: [ci] },
      { vboEntitlements: [ci, { ...ci, duns: BAKERY.duns }] },
    );
    await user.click(
      await within(await findMyApps()).findByRole('button', { name: /Credit Insights/ }),
    );
    const picker = await screen.findByRole('dialog', {
      name: 'Open Credit Insights for which company?',
    });
    expect(await axe(picker)).toHaveNoViolations();
    await user.click(within(picker).getByRole('button', { name: /Blue Ridge Bakery/ }));
    await waitFor(() =>
      expect(fakes.handOffs.navigateRequests).toEqual([
        { applicationId: 294, target: { kind: 'company', duns: BAKERY.duns } },
      ]),
    );
  });

  it('asks for the product terms first; declining says access is unavailable, and they can be accepted later', async () => {
    const pending = entitled('Livelogo', 288, 24, { termsAccepted: false });
    const { fakes, user } = showDashboard({
      vboEntitlements: [pending],
      pla: { acceptedTos: false, plaContent: 'The Livelogo licence agreement.' },
    });
    await user.click(await within(await findMyApps()).findByRole('button', { name: /Livelogo/ }));
    const terms = await screen.findByRole('dialog', { name: 'Livelogo terms' });
    expect(within(terms).getByText('The Livelogo licence agreement.')).toBeInTheDocument();
    expect(within(terms).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(within(terms).getByRole('button', { name: 'Decline' }));
    const declined = await screen.findByRole('dialog', { name: 'Access unavailable' });
    await user.click(within(declined).getByRole('button', { name: 'Review the terms' }));
    const again = await screen.findByRole('dialog', { name: 'Livelogo terms' });
    await user.click(within(again).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(fakes.navigator.visits).toHaveLength(1));
    expect(fakes.terms.decisions.map((decision) => decision.accepted)).toEqual([false, true]);
  });

  it('with no company leads to Get-a-DUNS', async () => {
    const { container, fakes } = portalContainer();
    fakes.queries.current = entitlementsFor(undefined, [], {});
    renderRoute(container, '/');
    expect(await screen.findByRole('link', { name: 'Get a DUNS number' })).toHaveAttribute(
      'href',
      '/gad/search',
    );
  });

  it('says so, with a retry, when the frame cannot load', async () => {
    const { container, fakes } = portalContainer();
    fakes.queries.failing = true;
    renderRoute(container, '/');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My Apps' })).not.toBeInTheDocument();
  });
});

describe('below My Apps: recommended apps with the ad slot, and explore (§2, §9)', () => {
  it('recommends the products the user does not hold, each in a new tab, beside the ad slot', async () => {
    showDashboard({ vboEntitlements: [entitled('Credit Insights', 294, 27)] });
    const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
    const links = within(recommended).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Credit Monitor/),
      expect.stringMatching(/^Registered Seal/),
      expect.stringMatching(/^Livelogo/),
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]?.getAttribute('href')).toMatch(/\?product=252$/);
    expect(within(recommended).getByRole('complementary', { name: 'Advertisement' })).toBeVisible();
    const explore = screen.getByRole('region', { name: 'Explore' });
    expect(within(explore).getAllByRole('link')).toHaveLength(2);
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

describe('the add-company link and the pending-DUNS popup (§2)', () => {
  it('opens the add-company page in a new tab, is tracked, and signs out here 1000 ms later', async () => {
    const { container, fakes } = portalContainer();
    const scheduler = new VirtualTimeScheduler();
    container.rebindSync(TOKENS.Scheduler).toConstantValue(scheduler);
    renderRoute(container, '/');
    const link = await screen.findByRole('link', { name: /Add a company/ });
    expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    expect(fakes.analytics.tracked).toContainEqual({ kind: 'addCompanyClicked' });
    expect(fakes.sessions.logouts).toBe(0);
    act(() => {
      scheduler.maxFrames = 999;
      scheduler.flush();
    });
    expect(fakes.sessions.logouts).toBe(0);
    act(() => {
      scheduler.maxFrames = 1000;
      scheduler.flush();
    });
    await waitFor(() => expect(fakes.sessions.logouts).toBe(1));
  });

  it('tells a user whose company is pending how long it may take, once a session', async () => {
    const { container, fakes } = portalContainer();
    fakes.queries.current = entitlementsFor(undefined, [], {
      isPendingOwlEntitlementsAvailable: true,
    });
    renderRoute(container, '/');
    const popup = await screen.findByRole('dialog', { name: 'Your DUNS number is on its way' });
    expect(popup).toHaveTextContent('up to 30 business days');
    expect(await axe(popup)).toHaveNoViolations();
    await userEvent.setup().click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fakes.dismissed.dismissed.has('pendingDunsPopup')).toBe(true);
  });
});

const findMyApps = async () => screen.findByRole('region', { name: 'My Apps' });
