import { isAaaGridIconVisible } from './aaa-grid-icon';
import type { CountryCode } from '../locale/country';
import { MARKETING_HUB_COUNTRIES, US_ONLY, isInGroup } from '../locale/country-groups';
import type { Entitlements } from '../entitlements/entitlements';
import { productNamed } from '../entitlements/product-catalogue';

// Spec §2 "Navigation bar: ... Home tab; Credit tab; Marketing Hub tab (certain countries only);
// Deals and Offers tab (feature flag ...); a grid icon when the user has entitlements for the two
// AAA (diploma or physical) products; profile menu." and its "Profile menu" list; §6 "Menu items
// depend on the magento and eb_dashboard flags, feature flags, country (partner links US only;
// Marketing Hub by country) and entitlements (Cancel Renewal hidden when the only vbo entitlement
// is EB Dashboard and there are no credibility entitlements)."

export interface AccountSettings {
  readonly magento: boolean;
  readonly ebDashboard: boolean;
  readonly customerPortal: boolean;
}

export interface MenuFeatureFlags {
  readonly dealsAndOffers: boolean;
  readonly learningCenter: boolean;
  readonly customerSupport: boolean;
  readonly cancelRenewal: boolean;
  /** §3 "cancel renewal with email option": support handles cancellations by email. */
  readonly cancelRenewalByEmail: boolean;
  readonly mfa: boolean;
  readonly smallBusinessFinancing: boolean;
  readonly banking: boolean;
  readonly insurance: boolean;
}

export interface NavigationInput {
  readonly accountSettings: AccountSettings;
  readonly flags: MenuFeatureFlags;
  readonly country: CountryCode;
  readonly entitlements: Entitlements;
}

export type NavigationTab = 'home' | 'credit' | 'marketingHub' | 'dealsAndOffers';

export type ProfileMenuEntry =
  | { readonly entry: 'myApps' | 'account' | 'changePassword' | 'orders' | 'subscriptions' }
  | { readonly entry: 'legal' | 'learningCenter' | 'customerSupport' | 'mfaOptions' }
  | { readonly entry: 'cancelRenewal'; readonly opensIn: 'sameWindow' | 'newTab' }
  | { readonly entry: 'smallBusinessFinancing' | 'banking' | 'insurance' | 'signOut' };

export interface NavigationVisibility {
  readonly tabs: readonly NavigationTab[];
  readonly aaaGridIcon: boolean;
  readonly profileMenu: readonly ProfileMenuEntry[];
}

/** §6 "Cancel Renewal hidden when the only vbo entitlement is EB Dashboard and there are no
 * credibility entitlements" — and when there is nothing to renew at all (D-DOM-18). */
export const hasRenewableEntitlement = (entitlements: Entitlements): boolean =>
  entitlements.credibilityEntitlements.length > 0 ||
  entitlements.vboEntitlements.some((vbo) => productNamed(vbo.productName)?.key !== 'ebDashboard');

export const navigationVisibility = (input: NavigationInput): NavigationVisibility => {
  const { accountSettings, flags, country, entitlements } = input;
  const passwordAndLegal = accountSettings.magento || !accountSettings.ebDashboard;
  const isUs = isInGroup(US_ONLY, country);
  const shown = <Entry>(condition: boolean, ...entries: Entry[]): Entry[] =>
    condition ? entries : [];
  return {
    tabs: [
      'home',
      'credit',
      ...shown<NavigationTab>(isInGroup(MARKETING_HUB_COUNTRIES, country), 'marketingHub'),
      ...shown<NavigationTab>(flags.dealsAndOffers, 'dealsAndOffers'),
    ],
    aaaGridIcon: isAaaGridIconVisible(entitlements),
    profileMenu: [
      { entry: 'myApps' },
      { entry: 'account' },
      ...shown<ProfileMenuEntry>(passwordAndLegal, { entry: 'changePassword' }),
      ...shown<ProfileMenuEntry>(
        accountSettings.magento,
        { entry: 'orders' },
        { entry: 'subscriptions' },
      ),
      ...shown<ProfileMenuEntry>(passwordAndLegal, { entry: 'legal' }),
      ...shown<ProfileMenuEntry>(flags.learningCenter, { entry: 'learningCenter' }),
      ...shown<ProfileMenuEntry>(flags.customerSupport, { entry: 'customerSupport' }),
      ...shown<ProfileMenuEntry>(flags.cancelRenewal && hasRenewableEntitlement(entitlements), {
        entry: 'cancelRenewal',
        opensIn: flags.cancelRenewalByEmail ? 'sameWindow' : 'newTab',
      }),
      ...shown<ProfileMenuEntry>(flags.mfa, { entry: 'mfaOptions' }),
      ...shown<ProfileMenuEntry>(isUs && flags.smallBusinessFinancing, {
        entry: 'smallBusinessFinancing',
      }),
      ...shown<ProfileMenuEntry>(isUs && flags.banking, { entry: 'banking' }),
      ...shown<ProfileMenuEntry>(isUs && flags.insurance, { entry: 'insurance' }),
      { entry: 'signOut' },
    ],
  };
};
