import { CONTACTS } from './persona-contacts';
import type { SeedPersona } from './seed-types';

// Personas whose data gives the tile pills no other persona's data gives (issue 30, spec §4 "Tile
// pill labels"), each from a state the backend reaches by its own rules. Listed in
// docs/demo-accounts.md like the others; docs/spec-map.md "Tile pills" says which persona shows which pill.

/** Credit Insights Free waiting for the DUNS number being applied for, as Sam's (pending.duns). */
const WAITING_FOR_DUNS = {
  duns: null,
  appId: 294,
  productId: 14706,
  productName: 'Credit Insights Free',
  status: 'pending',
} as const;

export const PILL_PERSONAS: readonly SeedPersona[] = [
  {
    // "DUNS application not complete": a free DUNS application started three days before seeding
    // with the business name only. Without a ZIP Code it is kept, not submitted (D-API-15), until
    // Miguel gives one on /duns-application; no "received" notice until then.
    id: 'usr-gad-incomplete',
    email: 'gad.incomplete@example.com',
    firstName: 'Miguel',
    lastName: 'Santos',
    countryCode: 'US',
    languagePreference: 'en-us',
    contact: CONTACTS.gadIncomplete,
    magento: false,
    companies: [],
    entitlements: [WAITING_FOR_DUNS],
    dunsApplication: {
      caseId: 'DFC-2026-000093',
      hoursAgo: 72,
      businessName: 'Santos Mobile Detailing',
    },
  },
  {
    // "DUNS application processing": a free DUNS application submitted ten calendar days before
    // seeding. That is at least six business days whatever the weekday, so past the first
    // (pending) business day and far from the thirtieth (issued): processing (D-API-7).
    id: 'usr-gad-processing',
    email: 'gad.processing@example.com',
    firstName: 'Nadia',
    lastName: 'Haddad',
    countryCode: 'US',
    languagePreference: 'en-us',
    contact: CONTACTS.gadProcessing,
    magento: false,
    companies: [],
    entitlements: [WAITING_FOR_DUNS],
    dunsApplication: {
      caseId: 'DFC-2026-000088',
      hoursAgo: 240,
      businessName: 'Haddad Pottery Studio',
      zipCode: '28801',
    },
  },
  {
    // "Pending add your company": Registered Seal, which shows one company's data (§9 special
    // application id 274), bought in the provider's store before any company was added to the
    // account, so held for no company (D-DASH-11). No company and nothing pending: no placeholder.
    id: 'usr-add-company',
    email: 'add.company@example.com',
    firstName: 'Grace',
    lastName: 'Whitaker',
    countryCode: 'US',
    languagePreference: 'en-us',
    contact: CONTACTS.addCompany,
    magento: true,
    companies: [],
    entitlements: [{ duns: null, appId: 274, productId: 28, productName: 'Registered Seal' }],
    orders: [
      {
        orderNumber: 'ORD-2026-000742',
        daysAgo: 6,
        status: 'completed',
        appId: 274,
        productName: 'Registered Seal',
        duns: null,
        amountCents: 19900,
        currency: 'USD',
      },
    ],
  },
];
