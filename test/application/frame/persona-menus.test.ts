import { toNavigationViewModel } from '../../../src/application/frame/navigation.view-model';
import { providerSitesFor } from '../../../src/adapters/config/provider-links';
import { StaticCountryFeatures } from '../../../src/adapters/config/static-country-features.adapter';
import type { CountryCode } from '../../../src/domain/locale/country';
import { noEntitlements, type Entitlements } from '../../../src/domain/entitlements/entitlements';

// Spec §2 "Profile menu" and the tabs, for each seeded persona (docs/demo-accounts.md), with the
// real per-country records: what each persona's frame must show. The rules in the spec's words:
// Change password and Legal "if the account is a magento account or lacks the eb_dashboard flag";
// Orders and Subscriptions "magento accounts only"; Cancel Renewal when something can be renewed;
// Small Business Financing, Banking and Insurance for US users; the Marketing Hub tab in GB, IE, CH,
// HU, CZ, PL and SI; Deals and Offers where the marketplace is on.

const vbo = (...productNames: string[]): Entitlements => ({
  ...noEntitlements,
  vboEntitlements: productNames.map((productName) => ({ productName })),
});

const PERSONAS: readonly {
  readonly persona: string;
  readonly magento: boolean;
  readonly country: CountryCode;
  readonly entitlements: Entitlements;
  readonly menu: readonly string[];
  readonly tabs: readonly string[];
}[] = [
  {
    persona: 'us.owner',
    magento: true,
    country: 'US',
    entitlements: vbo('Credit Insights', 'Credit Monitor', 'Registered Seal'),
    menu: [
      'myApps',
      'account',
      'changePassword',
      'orders',
      'subscriptions',
      'legal',
      'learningCenter',
      'customerSupport',
      'cancelRenewal',
      'smallBusinessFinancing',
      'banking',
      'insurance',
      'signOut',
    ],
    tabs: ['home', 'credit', 'dealsAndOffers'],
  },
  {
    persona: 'uk.trial',
    magento: false,
    country: 'GB',
    entitlements: vbo('Credit Monitor'),
    menu: ['myApps', 'account', 'learningCenter', 'customerSupport', 'cancelRenewal', 'signOut'],
    tabs: ['home', 'credit', 'marketingHub', 'dealsAndOffers'],
  },
  {
    persona: 'new.user',
    magento: false,
    country: 'US',
    entitlements: noEntitlements,
    menu: [
      'myApps',
      'account',
      'learningCenter',
      'customerSupport',
      'smallBusinessFinancing',
      'banking',
      'insurance',
      'signOut',
    ],
    tabs: ['home', 'credit', 'dealsAndOffers'],
  },
  {
    persona: 'cz.user',
    magento: false,
    country: 'CZ',
    entitlements: vbo('Livelogo'),
    menu: ['myApps', 'account', 'customerSupport', 'cancelRenewal', 'signOut'],
    tabs: ['home', 'credit', 'marketingHub'],
  },
  {
    persona: 'internal (eb_dashboard only)',
    magento: false,
    country: 'CH',
    entitlements: vbo('EB Dashboard'),
    menu: ['myApps', 'account', 'customerSupport', 'signOut'],
    tabs: ['home', 'credit', 'marketingHub'],
  },
];

const features = new StaticCountryFeatures(providerSitesFor('production'));

describe("each persona's menu and tabs (real country records)", () => {
  it.each(PERSONAS)('$persona', ({ magento, country, entitlements, menu, tabs }) => {
    const model = toNavigationViewModel({
      accountSettings: { magento, ebDashboard: true, customerPortal: true },
      country,
      entitlements,
      features: features.featuresOf(country),
      mfaEnabled: false,
    });
    expect(model.profileMenu.map((item) => item.entry)).toEqual(menu);
    expect(model.tabs.map((item) => item.tab)).toEqual(tabs);
    expect(model.partnerLinks.length).toBe(country === 'US' ? 4 : 0);
  });

  it('Cancel Renewal opens in the same window where renewals are cancelled by email (CZ)', () => {
    const model = toNavigationViewModel({
      accountSettings: { magento: false, ebDashboard: true, customerPortal: true },
      country: 'CZ',
      entitlements: vbo('Livelogo'),
      features: features.featuresOf('CZ'),
      mfaEnabled: false,
    });
    const cancel = model.profileMenu.find((item) => item.entry === 'cancelRenewal');
    expect(cancel?.target).toEqual(expect.objectContaining({ kind: 'external', newTab: false }));
  });
});
