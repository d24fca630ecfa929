import type { ProfileMenuEntry } from '../../domain/navigation/menu-visibility';
import type { MenuEntryViewModel, NavigationTarget } from '../frame/navigation.view-model';

/** The profile-menu entries that belong to the account area (spec §2 "Account area"), in its order. */
export const ACCOUNT_AREA_ENTRIES = [
  'account',
  'changePassword',
  'subscriptions',
  'orders',
  'legal',
  'customerSupport',
  'mfaOptions',
] as const satisfies readonly ProfileMenuEntry['entry'][];

export type AccountAreaEntry = (typeof ACCOUNT_AREA_ENTRIES)[number];

export interface AccountNavigationItem {
  readonly entry: AccountAreaEntry;
  /** A portal route, or an external page (Support opens the country's support site). */
  readonly target:
    | { readonly kind: 'route'; readonly path: string; readonly current: boolean }
    | { readonly kind: 'external'; readonly url: string; readonly newTab: boolean };
}

const isAccountAreaEntry = (entry: string): entry is AccountAreaEntry =>
  (ACCOUNT_AREA_ENTRIES as readonly string[]).includes(entry);

const toItem = (
  entry: AccountAreaEntry,
  target: NavigationTarget,
  routedPaths: ReadonlySet<string>,
  currentPath: string,
): AccountNavigationItem | undefined => {
  if (target.kind === 'action') return undefined;
  if (target.kind === 'external') return { entry, target };
  // D-ACCT-UI-2: a route whose page is not built yet is not offered.
  if (!routedPaths.has(target.path)) return undefined;
  return { entry, target: { ...target, current: target.path === currentPath } };
};

/**
 * The account area's sub-navigation: exactly the profile menu's account entries (the domain's menu
 * rule already decided which the user gets, spec §2 and §6), in the account area's order, each
 * kept only when it leads somewhere: a route the portal has, or an external page.
 */
export const toAccountNavigationViewModel = (
  profileMenu: readonly MenuEntryViewModel[],
  routedPaths: ReadonlySet<string>,
  currentPath: string,
): readonly AccountNavigationItem[] =>
  ACCOUNT_AREA_ENTRIES.flatMap((entry) => {
    const shown = profileMenu.find((item) => item.entry === entry);
    if (shown === undefined || !isAccountAreaEntry(shown.entry)) return [];
    const item = toItem(entry, shown.target, routedPaths, currentPath);
    return item === undefined ? [] : [item];
  });

/** Whether the profile menu offers an entry (the account pages follow the same rule). */
export const menuShows = (
  profileMenu: readonly MenuEntryViewModel[],
  entry: AccountAreaEntry,
): boolean => profileMenu.some((item) => item.entry === entry);
