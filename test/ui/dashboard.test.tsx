import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
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

const findMyApps = async () => screen.findByRole('region', { name: 'My Apps' });
