import { Dashboard } from '../../src/application/dashboard/dashboard.use-case';
import type { EntitledProduct } from '../../src/application/ports/entitlement-queries.port';
import {
  ACME,
  BAKERY,
  entitlementsFor,
  FakeEntitlementQueries,
  FakeProfileGateway,
} from './frame-fakes';

const creditInsights: EntitledProduct = {
  appId: 294,
  productId: 27,
  productName: 'Credit Insights',
  duns: ACME.duns,
  status: 'active',
  termsAccepted: true,
  trialDaysLeft: undefined,
};

const setup = () => {
  const profiles = new FakeProfileGateway();
  const queries = new FakeEntitlementQueries();
  queries.all = entitlementsFor(undefined, [ACME, BAKERY], { vboEntitlements: [creditInsights] });
  return { profiles, queries, dashboard: new Dashboard(profiles, queries) };
};

describe('Dashboard — the welcome and one tile per product of every company (spec §2 "My Apps")', () => {
  it('is loading until both answers are in', () => {
    expect(setup().dashboard.snapshot).toEqual({ status: 'loading' });
  });

  it('builds the tiles from the entitlement query of all companies', async () => {
    const { dashboard } = setup();
    await dashboard.load();
    expect(dashboard.snapshot).toEqual({
      status: 'ready',
      firstName: 'Olivia',
      tiles: [
        { key: `294-27-${ACME.duns}-0`, title: 'Credit Insights', companyName: ACME.businessName },
      ],
    });
  });

  it('is an error when the entitlements do not arrive', async () => {
    const { queries, dashboard } = setup();
    queries.failing = true;
    await dashboard.load();
    expect(dashboard.snapshot).toEqual({ status: 'error' });
  });

  it('is an error when the profile does not arrive', async () => {
    const { profiles, dashboard } = setup();
    profiles.failing = true;
    await dashboard.load();
    expect(dashboard.snapshot).toEqual({ status: 'error' });
  });
});
