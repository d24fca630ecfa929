import { ACCOUNT_STATE_PERSONAS } from './account-state-personas';
import { DASHBOARD_PERSONAS } from './dashboard-personas';
import { CONTACTS } from './persona-contacts';
import type { SeedPersona } from './seed-types';

/** The seeded demo accounts, listed in docs/demo-accounts.md. All share DEMO_PASSWORD unless they say otherwise. */
export const DEMO_PASSWORD = 'Demo-Portal-2026';

export const PERSONAS: readonly SeedPersona[] = [
  {
    id: 'usr-us-owner',
    email: 'us.owner@example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    countryCode: 'US',
    languagePreference: 'en-us',
    contact: CONTACTS.usOwner,
    magento: true,
    companies: [
      { duns: '804735132', role: 'director' },
      { duns: '060704780', role: 'member' },
      { duns: '150483782', role: 'member' },
    ],
    entitlements: [
      { duns: '804735132', appId: 294, productId: 27, productName: 'Credit Insights' },
      { duns: '804735132', appId: 252, productId: 14176, productName: 'Credit Monitor' },
      { duns: '804735132', appId: 274, productId: 28, productName: 'Registered Seal' },
      { duns: '060704780', appId: 306, productId: 31, productName: 'AAA Diploma' },
      // Held for two companies: its tile asks "open product for which company" (§2 picker).
      { duns: '060704780', appId: 274, productId: 28, productName: 'Registered Seal' },
      // The product whose accepted agreement opens the Marketing Hub (§4 "same agreement check").
      {
        duns: '804735132',
        appId: 154,
        productId: 14624,
        productName: 'Duns Manager and Profile Manager',
      },
    ],
    orders: [
      {
        orderNumber: 'ORD-2025-104233',
        daysAgo: 210,
        status: 'completed',
        appId: 294,
        productName: 'Credit Insights',
        duns: '804735132',
        amountCents: 0,
        currency: 'USD',
      },
      {
        orderNumber: 'ORD-2025-118902',
        daysAgo: 95,
        status: 'completed',
        appId: 274,
        productName: 'Registered Seal',
        duns: '804735132',
        amountCents: 19900,
        currency: 'USD',
      },
      {
        orderNumber: 'ORD-2026-000517',
        daysAgo: 12,
        status: 'completed',
        appId: 306,
        productName: 'AAA Diploma',
        duns: '060704780',
        amountCents: 34900,
        currency: 'USD',
      },
    ],
    subscriptions: [
      {
        subscriberNumber: 'SUB-804735132-294',
        appId: 294,
        // The free plan (§9 "Free Credit Insights renews annually at $0"), named as the catalogue does.
        productName: 'Credit Insights Free',
        duns: '804735132',
        status: 'active',
        startedDaysAgo: 210,
        renewsInDays: 155,
        autoRenew: true,
        priceCents: 0,
        currency: 'USD',
      },
      {
        subscriberNumber: 'SUB-804735132-252',
        appId: 252,
        productName: 'Credit Monitor',
        duns: '804735132',
        status: 'active',
        startedDaysAgo: 180,
        renewsInDays: 185,
        autoRenew: true,
        priceCents: 1499,
        currency: 'USD',
      },
      {
        subscriberNumber: 'SUB-804735132-274',
        appId: 274,
        productName: 'Registered Seal',
        duns: '804735132',
        status: 'active',
        startedDaysAgo: 95,
        renewsInDays: 270,
        autoRenew: false,
        priceCents: 19900,
        currency: 'USD',
      },
    ],
  },
  {
    id: 'usr-uk-trial',
    email: 'uk.trial@example.com',
    firstName: 'Harriet',
    lastName: 'Clarke',
    countryCode: 'GB',
    languagePreference: 'en-gb',
    contact: CONTACTS.ukTrial,
    magento: false,
    companies: [{ duns: '216540793', role: 'director' }],
    // The 14-day credit-monitor preview (product 14707, D-DOM-6).
    entitlements: [
      {
        duns: '216540793',
        appId: 252,
        productId: 14707,
        productName: 'Credit Monitor',
        trialDays: 14,
      },
    ],
  },
  {
    id: 'usr-pending-duns',
    email: 'pending.duns@example.com',
    firstName: 'Sam',
    lastName: 'Rivera',
    countryCode: 'US',
    languagePreference: 'en-us',
    contact: CONTACTS.pendingDuns,
    magento: false,
    companies: [],
    // A free DUNS application in progress: the product waits for the number, so the portal shows
    // the "(Company pending)" placeholder.
    entitlements: [
      {
        duns: null,
        appId: 294,
        productId: 14706,
        productName: 'Credit Insights Free',
        status: 'pending',
      },
    ],
    credibilityEntitlements: [
      { duns: null, type: 'pending_duns', displayDuns: '', title: 'Free DUNS number application' },
    ],
    // The application itself, so applying again answers it (D-GAD-ENTRY-1), rather than a
    // credit-file case of its own.
    dunsApplication: { caseId: 'DFC-2026-000101', hoursAgo: 2, zipCode: '80205' },
  },
  {
    id: 'usr-new-user',
    email: 'new.user@example.com',
    firstName: 'Jordan',
    lastName: 'Kim',
    countryCode: 'US',
    languagePreference: 'en-us',
    contact: CONTACTS.newUser,
    magento: false,
    companies: [],
    entitlements: [],
    legalTermsAccepted: false,
  },
  {
    id: 'usr-terms-pending',
    email: 'terms.pending@example.com',
    firstName: 'Priya',
    lastName: 'Shah',
    countryCode: 'US',
    languagePreference: 'en-us',
    contact: CONTACTS.termsPending,
    magento: true,
    companies: [{ duns: '079942718', role: 'director' }],
    entitlements: [
      {
        duns: '079942718',
        appId: 294,
        productId: 27,
        productName: 'Credit Insights',
        plaAccepted: false,
      },
    ],
  },
  {
    // Issue 28: an authenticator app and recovery codes (server/seed/demo-factors.ts,
    // docs/demo-accounts.md).
    id: 'usr-mfa-user',
    email: 'mfa.user@example.com',
    firstName: 'Morgan',
    lastName: 'Reyes',
    countryCode: 'US',
    languagePreference: 'en-us',
    contact: CONTACTS.mfaUser,
    magento: false,
    companies: [{ duns: '079942718', role: 'member' }],
    entitlements: [
      {
        duns: '079942718',
        appId: 294,
        productId: 27,
        productName: 'Credit Insights',
        plaAccepted: true,
      },
    ],
  },
  {
    id: 'usr-cz-user',
    email: 'cz.user@example.com',
    firstName: 'Jana',
    lastName: 'Nováková',
    countryCode: 'CZ',
    languagePreference: 'cs-cz',
    contact: CONTACTS.czUser,
    magento: false,
    companies: [{ duns: '360012345', role: 'director' }],
    entitlements: [{ duns: '360012345', appId: 288, productId: 24, productName: 'Livelogo' }],
  },
  ...ACCOUNT_STATE_PERSONAS,
  ...DASHBOARD_PERSONAS,
];
