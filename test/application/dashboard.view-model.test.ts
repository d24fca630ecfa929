import { toDashboardViewModel } from '../../src/application/dashboard/dashboard.view-model';
import type { EntitledProduct } from '../../src/application/ports/entitlement-queries.port';

const product = (
  fields: Pick<EntitledProduct, 'appId' | 'productId' | 'productName' | 'duns'>,
): EntitledProduct => ({
  ...fields,
  status: 'active',
  termsAccepted: true,
  trialDaysLeft: undefined,
});

describe('toDashboardViewModel — spec §2 "welcome banner with the user\'s name" and product tiles', () => {
  const profile = {
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'a@example.com',
    countryCode: 'US',
    languagePreference: 'en-us',
    accountSettings: { magento: true, ebDashboard: false, customerPortal: true },
  };

  it("welcomes the user by first name and names each tile's company", () => {
    const model = toDashboardViewModel(profile, {
      companies: [{ duns: '804735132', businessName: 'Acme Analytics LLC', seniority: 'director' }],
      vboEntitlements: [
        product({ appId: 294, productId: 27, productName: 'Credit Insights', duns: '804735132' }),
        product({
          appId: 252,
          productId: undefined,
          productName: 'Credit Monitor',
          duns: undefined,
        }),
      ],
    });
    expect(model).toEqual({
      status: 'ready',
      firstName: 'Alex',
      tiles: [
        { key: '294-27-804735132-0', title: 'Credit Insights', companyName: 'Acme Analytics LLC' },
        { key: '252-none-none-1', title: 'Credit Monitor', companyName: undefined },
      ],
    });
  });

  it('has no tiles when there are no entitlements', () => {
    expect(toDashboardViewModel(profile, { companies: [], vboEntitlements: [] })).toEqual({
      status: 'ready',
      firstName: 'Alex',
      tiles: [],
    });
  });
});
