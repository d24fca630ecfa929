import type { CountryCode } from '../../domain/locale/country';
import type { Entitlements } from '../../domain/entitlements/entitlements';
import {
  navigationVisibility,
  type AccountSettings,
  type NavigationTab,
  type ProfileMenuEntry,
} from '../../domain/navigation/menu-visibility';
import { partnerLinkClickedEvent, type PartnerLink } from '../../domain/navigation/partner-links';
import type { CountryFeatureRecord, LinkedFeature } from '../ports/country-features.port';

/** Where a navigation entry leads: a portal route, an external page, or an action the frame runs. */
export type NavigationTarget =
  | { readonly kind: 'route'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string; readonly newTab: boolean }
  | { readonly kind: 'action' };

export interface TabViewModel {
  readonly tab: NavigationTab;
  readonly target: NavigationTarget;
}

export interface MenuEntryViewModel {
  readonly entry: ProfileMenuEntry['entry'];
  readonly target: NavigationTarget;
}

export interface PartnerLinkViewModel {
  readonly link: PartnerLink;
  readonly url: string;
  /** The analytics event of a click (spec §2: the link's name plus "Clicked"). */
  readonly event: string;
}

export interface NavigationViewModel {
  readonly tabs: readonly TabViewModel[];
  readonly aaaGridIcon: boolean;
  readonly profileMenu: readonly MenuEntryViewModel[];
  readonly partnerLinks: readonly PartnerLinkViewModel[];
}

export interface NavigationSource {
  readonly accountSettings: AccountSettings;
  readonly country: CountryCode;
  readonly entitlements: Entitlements;
  readonly features: CountryFeatureRecord;
  readonly mfaEnabled: boolean;
}

const route = (path: string): NavigationTarget => ({ kind: 'route', path });
const external = (feature: LinkedFeature, newTab = true): NavigationTarget =>
  feature.enabled ? { kind: 'external', url: feature.url, newTab } : { kind: 'action' };

const tabTarget = (tab: NavigationTab, features: CountryFeatureRecord): NavigationTarget => {
  switch (tab) {
    case 'home':
      return route('/');
    case 'dealsAndOffers':
      // Spec §2: "opens an external marketplace page in a new tab".
      return external(features.dealsAndOffers);
    case 'credit':
    case 'marketingHub':
      // The agreement check and the deep link or single-sign-on decide at the click (§4).
      return { kind: 'action' };
  }
};

const menuTarget = (entry: ProfileMenuEntry, features: CountryFeatureRecord): NavigationTarget => {
  switch (entry.entry) {
    case 'myApps':
      return route('/');
    case 'account':
      return route('/accountInfo/profile');
    case 'changePassword':
      return route('/accountInfo/changePassword');
    case 'orders':
      return route('/accountInfo/orders');
    case 'subscriptions':
      return route('/accountInfo/subscriptions');
    case 'legal':
      return route('/accountInfo/legal');
    case 'mfaOptions':
      return route('/mfa');
    case 'signOut':
      return route('/logout');
    case 'learningCenter':
      return external(features.learningCentre);
    case 'customerSupport':
      return external(features.support);
    case 'cancelRenewal':
      // Spec §2: "opens in same window when support is by email".
      return external(features.cancelRenewal, entry.opensIn === 'newTab');
    case 'smallBusinessFinancing':
      return external(features.smallBusinessFinancing);
    case 'banking':
      return external(features.banking);
    case 'insurance':
      return external(features.insurance);
  }
};

/**
 * The navigation bar and profile menu (spec §2, §6) for one user: which entries show is the
 * domain's menu rule; this adds where each leads, from the country's feature record.
 */
export const toNavigationViewModel = (source: NavigationSource): NavigationViewModel => {
  const { features } = source;
  const visibility = navigationVisibility({
    accountSettings: source.accountSettings,
    country: source.country,
    entitlements: source.entitlements,
    flags: {
      dealsAndOffers: features.dealsAndOffers.enabled,
      learningCenter: features.learningCentre.enabled,
      customerSupport: features.support.enabled,
      cancelRenewal: features.cancelRenewal.enabled,
      cancelRenewalByEmail: features.cancelRenewal.enabled && features.cancelRenewal.byEmail,
      mfa: source.mfaEnabled,
      smallBusinessFinancing: features.smallBusinessFinancing.enabled,
      banking: features.banking.enabled,
      insurance: features.insurance.enabled,
    },
  });
  return {
    tabs: visibility.tabs.map((tab) => ({ tab, target: tabTarget(tab, features) })),
    aaaGridIcon: visibility.aaaGridIcon,
    profileMenu: visibility.profileMenu.map((entry) => ({
      entry: entry.entry,
      target: menuTarget(entry, features),
    })),
    partnerLinks: features.partnerLinks.map(({ link, url }) => ({
      link,
      url,
      event: partnerLinkClickedEvent(link),
    })),
  };
};
