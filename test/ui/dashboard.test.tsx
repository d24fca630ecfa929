import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { EntitledProduct } from '../../src/application/ports/entitlement-queries.port';
import { ACME, BAKERY, entitlementsFor } from '../application/frame-fakes';
import { portalContainer } from './portal-fakes';
import { renderRoute } from './render-portal';

// Spec §2 "Landing / My Apps": the welcome and one tile per product, from GET /entitlements/all.

const product = (
  fields: Pick<EntitledProduct, 'appId' | 'productId' | 'productName' | 'duns'>,
): EntitledProduct => ({
  ...fields,
  status: 'active',
  termsAccepted: true,
  trialDaysLeft: undefined,
});

describe('the dashboard', () => {
  it("welcomes the user and shows a tile per product, with its company's name", async () => {
    const { container, fakes } = portalContainer();
    fakes.queries.all = entitlementsFor(undefined, [ACME, BAKERY], {
      vboEntitlements: [
        product({ appId: 294, productId: 27, productName: 'Credit Insights', duns: ACME.duns }),
        product({
          appId: 252,
          productId: undefined,
          productName: 'Credit Monitor',
          duns: undefined,
        }),
      ],
    });
    renderRoute(container, '/');

    expect(await screen.findByRole('heading', { name: 'Welcome, Olivia' })).toBeInTheDocument();
    const myApps = screen.getByRole('region', { name: 'My Apps' });
    const tiles = within(myApps).getAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual([
      'Credit Insights',
      'Credit Monitor',
    ]);
    expect(within(tiles[0] ?? myApps).getByText(/acme analytics/)).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('says so when the entitlements do not arrive', async () => {
    const { container, fakes } = portalContainer();
    fakes.queries.failing = true;
    renderRoute(container, '/');
    expect(
      await screen.findByText('Sorry, something went wrong. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My Apps' })).not.toBeInTheDocument();
  });
});
