import type { SeedContact } from './seed-types';

// Each persona's profile address and phone number (D-API-14), named after the persona's email, as
// a real account of the persona's country holds them: what the registration form stores, so in the
// canonical format of spec §5's rules (a US phone as its ten digits, elsewhere +<calling code> and
// the digits; CZ postal codes `XXX XX`, GB postcodes and Irish Eircodes with their space).
// Fictional but plausible: US numbers in the 555-0100 to 555-0199 range kept for fiction, British
// ones in Ofcom's ranges for drama (0118 496 0xxx Reading, 0161 496 0xxx Manchester), streets and
// postal codes of the towns named. test/server/persona-contacts.test.ts checks each against the
// portal's and the server's rules for the persona's country.

export const CONTACTS = {
  // US
  usOwner: {
    street: '100 Market Street',
    city: 'Short Hills',
    state: 'NJ',
    postalCode: '07078',
    phoneNumber: '9735550142',
  },
  pendingDuns: {
    street: '2150 Larimer Street',
    city: 'Denver',
    state: 'CO',
    postalCode: '80205',
    phoneNumber: '3035550127',
  },
  newUser: {
    street: '815 Pine Street',
    city: 'Seattle',
    state: 'WA',
    postalCode: '98101',
    phoneNumber: '2065550173',
  },
  termsPending: {
    street: '410 Bay Street',
    city: 'Tampa',
    state: 'FL',
    postalCode: '33602',
    phoneNumber: '8135550184',
  },
  mfaUser: {
    street: '1201 North Franklin Street',
    city: 'Tampa',
    state: 'FL',
    postalCode: '33602',
    phoneNumber: '8135550139',
  },
  expired: {
    street: '77 West Wacker Drive',
    city: 'Chicago',
    state: 'IL',
    postalCode: '60601',
    phoneNumber: '3125550148',
  },
  unverified: {
    street: '2500 Grand Avenue',
    city: 'Des Moines',
    state: 'IA',
    postalCode: '50312',
    phoneNumber: '5155550171',
  },
  locked: {
    street: '600 Congress Avenue',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    phoneNumber: '5125550163',
  },
  usNews: {
    street: '118 East Broughton Street',
    city: 'Savannah',
    state: 'GA',
    postalCode: '31401',
    phoneNumber: '9125550158',
  },
  creditSignal: {
    street: '1450 Brickell Avenue',
    city: 'Miami',
    state: 'FL',
    postalCode: '33131',
    phoneNumber: '3055550121',
  },
  addCompany: {
    street: '1120 NW Couch Street',
    city: 'Portland',
    state: 'OR',
    postalCode: '97209',
    phoneNumber: '5035550118',
  },
  gadIncomplete: {
    street: '22 Bull Street',
    city: 'Savannah',
    state: 'GA',
    postalCode: '31401',
    phoneNumber: '9125550133',
  },
  gadProcessing: {
    street: '60 Biltmore Avenue',
    city: 'Asheville',
    state: 'NC',
    postalCode: '28801',
    phoneNumber: '8285550146',
  },
  // GB
  ukTrial: {
    street: '3 Mill Lane',
    city: 'Reading',
    state: 'Berkshire',
    postalCode: 'RG1 6AA',
    phoneNumber: '+441184960587',
  },
  ukExpiring: {
    street: '27 Castle Street',
    city: 'Reading',
    state: 'Berkshire',
    postalCode: 'RG1 7SB',
    phoneNumber: '+441184960712',
  },
  tempPassword: {
    street: '14 Deansgate',
    city: 'Manchester',
    state: 'Greater Manchester',
    postalCode: 'M3 2BW',
    phoneNumber: '+441614960752',
  },
  // IE
  ieTrial: {
    street: '12 Ormond Quay Upper',
    city: 'Dublin',
    state: 'Dublin',
    postalCode: 'D07 X2N6',
    phoneNumber: '+35315550187',
  },
  ieExpired: {
    street: '8 Capel Street',
    city: 'Dublin',
    state: 'Dublin',
    postalCode: 'D01 F5P2',
    phoneNumber: '+35315550163',
  },
  // CZ
  czUser: {
    street: 'Na Poříčí 1041/12',
    city: 'Praha',
    state: 'Hlavní město Praha',
    postalCode: '110 00',
    phoneNumber: '+420601555014',
  },
  // CH
  internal: {
    street: 'Bahnhofstrasse 45',
    city: 'Zürich',
    state: 'Zürich',
    postalCode: '8001',
    phoneNumber: '+41445550167',
  },
} satisfies Readonly<Record<string, SeedContact>>;
