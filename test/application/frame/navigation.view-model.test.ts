import { noEntitlements, type Entitlements } from '../../../src/domain/entitlements/entitlements';
import {
  toNavigationViewModel,
  type NavigationSource,
} from '../../../src/application/frame/navigation.view-model';
import { testCountryRecord } from '../fakes';

// Spec §2 "Navigation bar" and "Profile menu", §6 (the rules themselves are the domain's
// navigationVisibility; here: that each entry leads where the spec says).

const MAGENTO = { magento: true, ebDashboard: false, customerPortal: true };
const EB_DASHBOARD_ONLY = { magento: false, ebDashboard: true, customerPortal: true };
const withProducts = (...productNames: string[]): Entitlements => ({
  ...noEntitlements,
  vboEntitlements: productNames.map((productName) => ({ productName })),
});

const source = (overrides: Partial<NavigationSource> = {}): NavigationSource => ({
  accountSettings: MAGENTO,
  country: 'US',
  entitlements: withProducts('Credit Insights'),
  features: testCountryRecord(),
  mfaEnabled: false,
  ...overrides,
});

const entries = (model: ReturnType<typeof toNavigationViewModel>) =>
  model.profileMenu.map((item) => item.entry);

describe('the navigation view model', () => {
  it('gives a US magento account the Home, Credit and Deals and Offers tabs, Deals opening in a new tab', () => {
    const model = toNavigationViewModel(source());
    expect(model.tabs).toEqual([
      { tab: 'home', target: { kind: 'route', path: '/' } },
      { tab: 'credit', target: { kind: 'action' } },
      {
        tab: 'dealsAndOffers',
        target: { kind: 'external', url: 'https://www.provider.example/deals', newTab: true },
      },
    ]);
  });

  it('adds the Marketing Hub tab in the countries that have it', () => {
    const model = toNavigationViewModel(source({ country: 'GB' }));
    expect(model.tabs.map((tab) => tab.tab)).toEqual([
      'home',
      'credit',
      'marketingHub',
      'dealsAndOffers',
    ]);
  });

  it.each([
    ['myApps', { kind: 'route', path: '/' }],
    ['account', { kind: 'route', path: '/accountInfo/profile' }],
    ['changePassword', { kind: 'route', path: '/accountInfo/changePassword' }],
    ['orders', { kind: 'route', path: '/accountInfo/orders' }],
    ['subscriptions', { kind: 'route', path: '/accountInfo/subscriptions' }],
    ['legal', { kind: 'route', path: '/accountInfo/legal' }],
    [
      'learningCenter',
      { kind: 'external', url: 'https://www.provider.example/learning-center', newTab: true },
    ],
    [
      'customerSupport',
      { kind: 'external', url: 'https://www.provider.example/customer-support', newTab: true },
    ],
    [
      'cancelRenewal',
      { kind: 'external', url: 'https://www.provider.example/cancel-renewal', newTab: true },
    ],
    [
      'smallBusinessFinancing',
      { kind: 'external', url: 'https://www.provider.example/financing', newTab: true },
    ],
    ['banking', { kind: 'external', url: 'https://www.provider.example/banking', newTab: true }],
    [
      'insurance',
      { kind: 'external', url: 'https://www.provider.example/insurance', newTab: true },
    ],
    ['signOut', { kind: 'route', path: '/logout' }],
  ])('leads the %s menu entry to %o', (entry, target) => {
    const model = toNavigationViewModel(source());
    expect(model.profileMenu.find((item) => item.entry === entry)?.target).toEqual(target);
  });

  it('opens Cancel Renewal in the same window when support is by email (§2)', () => {
    const features = testCountryRecord({
      cancelRenewal: { enabled: true, url: 'mailto:support@provider.example', byEmail: true },
    });
    const model = toNavigationViewModel(source({ features }));
    expect(model.profileMenu.find((item) => item.entry === 'cancelRenewal')?.target).toEqual({
      kind: 'external',
      url: 'mailto:support@provider.example',
      newTab: false,
    });
  });

  it('hides Change password, Orders, Subscriptions and Legal from an eb_dashboard account that is not magento', () => {
    expect(entries(toNavigationViewModel(source({ accountSettings: EB_DASHBOARD_ONLY })))).toEqual([
      'myApps',
      'account',
      'learningCenter',
      'customerSupport',
      'cancelRenewal',
      'smallBusinessFinancing',
      'banking',
      'insurance',
      'signOut',
    ]);
  });

  it('shows MFA Options only when MFA is enabled', () => {
    expect(entries(toNavigationViewModel(source()))).not.toContain('mfaOptions');
    const model = toNavigationViewModel(source({ mfaEnabled: true }));
    expect(model.profileMenu.find((item) => item.entry === 'mfaOptions')?.target).toEqual({
      kind: 'route',
      path: '/mfa',
    });
  });

  it('keeps the US-only entries from a user elsewhere', () => {
    const model = toNavigationViewModel(source({ country: 'CZ' }));
    expect(entries(model)).not.toEqual(expect.arrayContaining(['smallBusinessFinancing']));
    expect(entries(model)).not.toContain('banking');
    expect(entries(model)).not.toContain('insurance');
  });

  it('shows the AAA grid icon with an AAA Digital or Physical entitlement only', () => {
    expect(toNavigationViewModel(source()).aaaGridIcon).toBe(false);
    expect(
      toNavigationViewModel(source({ entitlements: withProducts('AAA Digital') })).aaaGridIcon,
    ).toBe(true);
  });

  it('names each partner link\'s click event after the link plus "Clicked"', () => {
    expect(toNavigationViewModel(source()).partnerLinks).toEqual([
      {
        link: 'fundabilityScan',
        url: 'https://partners.provider.example/fundability-scan',
        event: 'fundabilityScanClicked',
      },
    ]);
  });
});
