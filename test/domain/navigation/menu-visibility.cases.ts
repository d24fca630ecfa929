import type { CountryCode } from '../../../src/domain/locale/country';
import {
  hasRenewableEntitlement,
  navigationVisibility,
  type MenuFeatureFlags,
  type NavigationInput,
} from '../../../src/domain/navigation/menu-visibility';
import { entitlements, withProducts } from '../fixtures';

const flagsOff: MenuFeatureFlags = {
  dealsAndOffers: false,
  learningCenter: false,
  customerSupport: false,
  cancelRenewal: false,
  cancelRenewalByEmail: false,
  mfa: false,
  smallBusinessFinancing: false,
  banking: false,
  insurance: false,
};
const flagsOn: MenuFeatureFlags = Object.fromEntries(
  Object.keys(flagsOff).map((key) => [key, true]),
) as unknown as MenuFeatureFlags;

const input = (overrides: {
  magento?: boolean;
  ebDashboard?: boolean;
  flags?: Partial<MenuFeatureFlags>;
  country?: CountryCode;
  products?: string[];
}): NavigationInput => ({
  accountSettings: {
    magento: overrides.magento ?? false,
    ebDashboard: overrides.ebDashboard ?? true,
    customerPortal: true,
  },
  flags: { ...flagsOff, ...overrides.flags },
  country: overrides.country ?? 'CA',
  entitlements: withProducts(...(overrides.products ?? ['Hoovers'])),
});

const menu = (value: NavigationInput) =>
  navigationVisibility(value).profileMenu.map((entry) => entry.entry);
const tabs = (value: NavigationInput) => navigationVisibility(value).tabs;

describe('navigation and profile menu — §2 "Navigation bar", "Profile menu" and §6', () => {
  it('the least anyone sees: Home, Credit; My Apps, Account, Sign out', () => {
    expect(navigationVisibility(input({}))).toEqual({
      tabs: ['home', 'credit'],
      aaaGridIcon: false,
      profileMenu: [{ entry: 'myApps' }, { entry: 'account' }, { entry: 'signOut' }],
    });
  });

  it('the most a US magento user sees, in the §2 order', () => {
    expect(
      navigationVisibility(
        input({ magento: true, flags: flagsOn, country: 'US', products: ['AAA Digital'] }),
      ),
    ).toEqual({
      tabs: ['home', 'credit', 'dealsAndOffers'],
      aaaGridIcon: true,
      profileMenu: [
        { entry: 'myApps' },
        { entry: 'account' },
        { entry: 'changePassword' },
        { entry: 'orders' },
        { entry: 'subscriptions' },
        { entry: 'legal' },
        { entry: 'learningCenter' },
        { entry: 'customerSupport' },
        { entry: 'cancelRenewal', opensIn: 'sameWindow' },
        { entry: 'mfaOptions' },
        { entry: 'smallBusinessFinancing' },
        { entry: 'banking' },
        { entry: 'insurance' },
        { entry: 'signOut' },
      ],
    });
  });

  it.each([
    [{ magento: true, ebDashboard: true }, true, '"shown if the account is a magento account"'],
    [{ magento: false, ebDashboard: false }, true, '"or lacks the eb_dashboard flag"'],
    [{ magento: true, ebDashboard: false }, true, 'both'],
    [{ magento: false, ebDashboard: true }, false, 'neither'],
  ])('Change password and Legal %j → %s: %s', (settings, shown) => {
    const entries = menu(input(settings));
    expect(entries.includes('changePassword')).toBe(shown);
    expect(entries.includes('legal')).toBe(shown);
  });

  it.each([
    [true, true, '"Orders and Subscriptions (magento accounts only"'],
    [false, false, 'not for others'],
  ])('Orders and Subscriptions for magento=%s → %s: %s', (magento, shown) => {
    const entries = menu(input({ magento }));
    expect(entries.includes('orders')).toBe(shown);
    expect(entries.includes('subscriptions')).toBe(shown);
  });

  it.each([
    ['learningCenter', 'learningCenter', '"Learning Center (feature flag)"'],
    ['customerSupport', 'customerSupport', '"Customer Support (feature flag)"'],
    ['mfa', 'mfaOptions', '"MFA Options (when MFA is enabled)"'],
  ] as const)('flag %s shows %s: %s', (flag, entry, _sentence) => {
    expect(menu(input({ flags: { [flag]: true } }))).toContain(entry);
    expect(menu(input({}))).not.toContain(entry);
  });

  it.each([
    [
      true,
      ['Hoovers'],
      { entry: 'cancelRenewal', opensIn: 'newTab' },
      '"Cancel Renewal (feature flag plus entitlement condition"',
    ],
    [false, ['Hoovers'], undefined, 'flag off'],
    [
      true,
      ['EB Dashboard'],
      undefined,
      '§6 "hidden when the only vbo entitlement is EB Dashboard and there are no credibility entitlements"',
    ],
    [
      true,
      ['EB Dashboard', 'Hoovers'],
      { entry: 'cancelRenewal', opensIn: 'newTab' },
      'EB Dashboard is not the only one',
    ],
    [true, [], undefined, 'nothing to renew (D-DOM-18)'],
  ])('Cancel Renewal (flag %s, products %j) → %j: %s', (flag, products, expected, _sentence) => {
    const entry = navigationVisibility(
      input({ flags: { cancelRenewal: flag }, products }),
    ).profileMenu.find((candidate) => candidate.entry === 'cancelRenewal');
    expect(entry).toEqual(expected);
  });

  it('"opens in same window when support is by email"', () => {
    const entry = navigationVisibility(
      input({ flags: { cancelRenewal: true, cancelRenewalByEmail: true } }),
    ).profileMenu.find((candidate) => candidate.entry === 'cancelRenewal');
    expect(entry).toEqual({ entry: 'cancelRenewal', opensIn: 'sameWindow' });
  });

  it.each([
    ['smallBusinessFinancing', 'US', true],
    ['smallBusinessFinancing', 'CA', false],
    ['banking', 'US', true],
    ['banking', 'GB', false],
    ['insurance', 'US', true],
    ['insurance', 'IE', false],
  ] as const)(
    '"US users also see Small Business Financing, Banking and Insurance entries, each behind a feature flag": %s in %s → %s',
    (entry, country, shown) => {
      expect(menu(input({ country, flags: { [entry]: true } })).includes(entry)).toBe(shown);
      expect(menu(input({ country }))).not.toContain(entry);
    },
  );

  it.each([
    ['GB', true],
    ['IE', true],
    ['CH', true],
    ['HU', true],
    ['CZ', true],
    ['PL', true],
    ['SI', true],
    ['US', false],
    ['CA', false],
    ['SE', false],
    ['DK', false],
    ['NO', false],
    ['FI', false],
  ] as const)(
    '"Marketing Hub tab (certain countries only)" (D-DOM-16): %s → %s',
    (country, shown) => {
      expect(tabs(input({ country })).includes('marketingHub')).toBe(shown);
    },
  );

  it('"Deals and Offers tab (feature flag ...)" comes after the Marketing Hub', () => {
    expect(tabs(input({ country: 'GB', flags: { dealsAndOffers: true } }))).toEqual([
      'home',
      'credit',
      'marketingHub',
      'dealsAndOffers',
    ]);
  });

  it.each([
    [entitlements(), false, 'nothing'],
    [
      entitlements({
        credibilityEntitlements: [{ type: 'legacy_found', displayDuns: '1', title: 'Seal' }],
      }),
      true,
      'a credibility entitlement',
    ],
    [withProducts('EB Dashboard'), false, 'EB Dashboard only'],
    [withProducts('Unknown product'), true, 'a product outside the catalogue'],
  ])('hasRenewableEntitlement %#: %s', (value, expected) => {
    expect(hasRenewableEntitlement(value)).toBe(expected);
  });
});
