import { CONTACTS } from './persona-contacts';
import type { SeedPersona } from './seed-types';

// Personas whose data gives the tile pills no other persona's data gives (issue 30, spec §4 "Tile
// pill labels"), each from a state the backend reaches by its own rules. Listed in README.md like
// the others; docs/spec-map.md "Tile pills" says which persona shows which pill.

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
];
