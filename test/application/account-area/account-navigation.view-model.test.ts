import { toAccountNavigationViewModel } from '../../../src/application/account-area/account-navigation.view-model';
import type { AccountSettings } from '../../../src/domain/navigation/menu-visibility';
import { DASHBOARD_ONLY, MAGENTO, PORTAL_ONLY, readyFrame } from './account-area-fakes';

// Spec §2 "Profile menu" rules (§6 magento and eb_dashboard flags) decide the account area's
// sub-navigation; D-ACCT-UI-2: an entry whose page is not built is not offered.

const ALL_BUILT = new Set([
  '/accountInfo/profile',
  '/accountInfo/changePassword',
  '/accountInfo/orders',
  '/accountInfo/subscriptions',
  '/accountInfo/legal',
]);
const WITHOUT_CHANGE_PASSWORD = new Set(
  [...ALL_BUILT].filter((path) => !path.endsWith('Password')),
);

const entries = (settings: AccountSettings, routed: ReadonlySet<string>, support = true) =>
  toAccountNavigationViewModel(
    readyFrame(settings, support).navigation.profileMenu,
    routed,
    '/accountInfo/profile',
  ).map((item) => item.entry);

describe('the account area’s sub-navigation', () => {
  it.each<[string, AccountSettings, ReadonlySet<string>, boolean, string[]]>([
    [
      'a magento account',
      MAGENTO,
      ALL_BUILT,
      true,
      ['account', 'changePassword', 'subscriptions', 'orders', 'legal', 'customerSupport'],
    ],
    [
      'a portal account (no magento, no eb_dashboard)',
      PORTAL_ONLY,
      ALL_BUILT,
      true,
      ['account', 'changePassword', 'legal', 'customerSupport'],
    ],
    ['an EB Dashboard account', DASHBOARD_ONLY, ALL_BUILT, true, ['account', 'customerSupport']],
    [
      'a magento account before Change Password is built',
      MAGENTO,
      WITHOUT_CHANGE_PASSWORD,
      true,
      ['account', 'subscriptions', 'orders', 'legal', 'customerSupport'],
    ],
    [
      'a country without the support flag',
      MAGENTO,
      ALL_BUILT,
      false,
      ['account', 'changePassword', 'subscriptions', 'orders', 'legal'],
    ],
  ])('%s', (_case, settings, routed, support, expected) => {
    expect(entries(settings, routed, support)).toEqual(expected);
  });

  it('marks the page shown and opens Support in a new tab', () => {
    const items = toAccountNavigationViewModel(
      readyFrame(MAGENTO).navigation.profileMenu,
      ALL_BUILT,
      '/accountInfo/orders',
    );
    expect(items.find((item) => item.entry === 'orders')?.target).toEqual({
      kind: 'route',
      path: '/accountInfo/orders',
      current: true,
    });
    expect(items.find((item) => item.entry === 'account')?.target).toMatchObject({
      current: false,
    });
    expect(items.find((item) => item.entry === 'customerSupport')?.target).toEqual({
      kind: 'external',
      url: 'https://www.provider.example/customer-support',
      newTab: true,
    });
  });
});
