import { CONTACTS } from './persona-contacts';
import { PILL_PERSONAS } from './pill-personas';
import type { SeedCompany, SeedPersona } from './seed-types';

// Personas for dashboard states the first six do not show (issue 12): a freemium trial offered the
// credit-monitor preview, a trial expiring soon, an expired one, product news on tiles, and a user
// who came from CreditSignal; then the tile pills of issue 30 (pill-personas.ts). Listed in
// docs/demo-accounts.md like the others.

export const LIFFEY_PRINT_WORKS: SeedCompany = {
  duns: '985123456',
  businessName: 'Liffey Print Works Ltd',
  tradeName: 'Liffey Print Works',
  streetAddress: '12 Ormond Quay Upper',
  town: 'Dublin',
  territory: 'Dublin',
  postalCode: 'D07 X2N6',
  countryCode: 'IE',
  record: {
    industryDescription: 'Printing and service activities related to printing',
    legalForm: 'Private company limited by shares',
    ownership: 'Privately held',
    principal: 'Aoife Byrne, Director',
    standaloneIndicator: true,
    telephoneNumber: '+353 1 555 0142',
    website: 'www.liffeyprintworks.example',
    delinquency: 22,
    financialStress: 2,
    financialStressNationalPercentile: 64,
    paydex: 78,
    serRating: 3,
    bankruptcyIndicator: false,
    locationType: 'Single Location',
    operatingStatus: 'Active',
    reportDate: '2026-02-17',
  },
};

export const DASHBOARD_PERSONAS: readonly SeedPersona[] = [
  {
    // D-DOM-10: an active freemium trial in Ireland is offered the 14-day credit-monitor preview.
    id: 'usr-ie-trial',
    email: 'ie.trial@example.com',
    firstName: 'Aoife',
    lastName: 'Byrne',
    countryCode: 'IE',
    languagePreference: 'en-ie',
    contact: CONTACTS.ieTrial,
    magento: false,
    companies: [{ duns: LIFFEY_PRINT_WORKS.duns, role: 'director' }],
    entitlements: [
      {
        duns: LIFFEY_PRINT_WORKS.duns,
        appId: 294,
        productId: 27,
        productName: 'Credit Insights',
        trialDays: 21,
      },
    ],
  },
  {
    // "Expiring soon" is 3 days or fewer (docs/team-decisions.md): the pill turns to a warning.
    id: 'usr-uk-expiring',
    email: 'uk.expiring@example.com',
    firstName: 'Tom',
    lastName: 'Hughes',
    countryCode: 'GB',
    languagePreference: 'en-gb',
    contact: CONTACTS.ukExpiring,
    magento: false,
    companies: [{ duns: '216540793', role: 'member' }],
    entitlements: [
      {
        duns: '216540793',
        appId: 252,
        productId: 14707,
        productName: 'Credit Monitor',
        trialDays: 2,
      },
    ],
  },
  {
    // An ended trial: no pill, the trial panel says it ended, and no preview is offered.
    id: 'usr-ie-expired',
    email: 'ie.expired@example.com',
    firstName: 'Ciarán',
    lastName: 'Walsh',
    countryCode: 'IE',
    languagePreference: 'en-ie',
    contact: CONTACTS.ieExpired,
    magento: false,
    companies: [{ duns: LIFFEY_PRINT_WORKS.duns, role: 'member' }],
    entitlements: [
      {
        duns: LIFFEY_PRINT_WORKS.duns,
        appId: 294,
        productId: 27,
        productName: 'Credit Insights',
        trialDays: -4,
      },
    ],
  },
  {
    // Product news (D-DASH-7): Registered Seal's assets are ready, Credit Monitor has a new feature;
    // and the offer to buy the AAA Diploma.
    id: 'usr-us-news',
    email: 'us.news@example.com',
    firstName: 'Morgan',
    lastName: 'Lee',
    countryCode: 'US',
    languagePreference: 'en-us',
    contact: CONTACTS.usNews,
    magento: false,
    companies: [{ duns: '150483782', role: 'director' }],
    entitlements: [
      {
        duns: '150483782',
        appId: 274,
        productId: 28,
        productName: 'Registered Seal',
        assetsReady: true,
      },
      {
        duns: '150483782',
        appId: 252,
        productId: 14176,
        productName: 'Credit Monitor',
        newFeature: true,
      },
      // AAA Digital without the Diploma: the AAA diploma purchase notification (D-DOM-21).
      { duns: '150483782', appId: 337, productId: 162, productName: 'AAA Digital' },
    ],
  },
  {
    // Spec §2 "CreditSignal migration modal and carousel": the free CreditSignal account moved to
    // Credit Insights Free (D-DASH-8).
    id: 'usr-creditsignal',
    email: 'creditsignal@example.com',
    firstName: 'Dana',
    lastName: 'Ortiz',
    countryCode: 'US',
    languagePreference: 'en-us',
    contact: CONTACTS.creditSignal,
    magento: false,
    companies: [{ duns: '079942718', role: 'member' }],
    entitlements: [
      { duns: '079942718', appId: 294, productId: 14706, productName: 'Credit Insights Free' },
    ],
    creditSignalMigrated: true,
  },
  ...PILL_PERSONAS,
];
