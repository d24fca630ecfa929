import type { ProfileMenuEntry, NavigationTab } from '../../domain/navigation/menu-visibility';
import type { PartnerLink } from '../../domain/navigation/partner-links';
import type { MessageId } from '../i18n/message-id';

/** The words of each tab, menu entry and partner link (spec §2's names). */
export const TAB_LABEL: Readonly<Record<NavigationTab, MessageId>> = {
  home: 'tab.home',
  credit: 'tab.credit',
  marketingHub: 'tab.marketingHub',
  dealsAndOffers: 'tab.dealsAndOffers',
};

export const MENU_ENTRY_LABEL: Readonly<Record<ProfileMenuEntry['entry'], MessageId>> = {
  myApps: 'menu.myApps',
  account: 'menu.account',
  changePassword: 'menu.changePassword',
  orders: 'menu.orders',
  subscriptions: 'menu.subscriptions',
  legal: 'menu.legal',
  learningCenter: 'menu.learningCenter',
  customerSupport: 'menu.customerSupport',
  cancelRenewal: 'menu.cancelRenewal',
  mfaOptions: 'menu.mfaOptions',
  signOut: 'menu.signOut',
  smallBusinessFinancing: 'menu.smallBusinessFinancing',
  banking: 'menu.banking',
  insurance: 'menu.insurance',
};

export const PARTNER_LABEL: Readonly<
  Record<PartnerLink, { readonly name: MessageId; readonly info: MessageId }>
> = {
  fundabilityScan: { name: 'partner.fundabilityScan.name', info: 'partner.fundabilityScan.info' },
  taxAndAccounting: {
    name: 'partner.taxAndAccounting.name',
    info: 'partner.taxAndAccounting.info',
  },
  llcFormation: { name: 'partner.llcFormation.name', info: 'partner.llcFormation.info' },
  valuationAndBenchmarking: {
    name: 'partner.valuationAndBenchmarking.name',
    info: 'partner.valuationAndBenchmarking.info',
  },
};
