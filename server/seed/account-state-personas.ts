import { CONTACTS } from './persona-contacts';
import type { SeedPersona } from './seed-types';

/** The temporary password of temp.password@example.com (docs/demo-accounts.md). */
export const TEMPORARY_PASSWORD = 'Temp-Password-1';

/** Personas of the §4 account states a sign-in meets: expired, temporary, locked, internal, unverified, incomplete. */
export const ACCOUNT_STATE_PERSONAS: readonly SeedPersona[] = [
  {
    id: 'usr-expired-password',
    email: 'expired@example.com',
    firstName: 'Sam',
    lastName: 'Okafor',
    countryCode: 'US',
    languagePreference: 'en-us',
    contact: CONTACTS.expired,
    magento: true,
    companies: [],
    entitlements: [],
    passwordAgeDays: 200,
  },
  {
    id: 'usr-temporary-password',
    email: 'temp.password@example.com',
    firstName: 'Lee',
    lastName: 'Chen',
    countryCode: 'GB',
    languagePreference: 'en-gb',
    contact: CONTACTS.tempPassword,
    magento: false,
    companies: [],
    entitlements: [],
    temporaryPassword: true,
    password: TEMPORARY_PASSWORD,
  },
  {
    id: 'usr-locked',
    email: 'locked@example.com',
    firstName: 'Avery',
    lastName: 'Novak',
    countryCode: 'US',
    languagePreference: 'en-us',
    contact: CONTACTS.locked,
    magento: true,
    companies: [],
    entitlements: [],
    lockedOut: true,
  },
  {
    id: 'usr-internal',
    email: 'internal@example.com',
    firstName: 'Robin',
    lastName: 'Fischer',
    countryCode: 'CH',
    languagePreference: 'de-ch',
    contact: CONTACTS.internal,
    magento: false,
    ebDashboard: true,
    companies: [],
    entitlements: [],
    isDnbUser: true,
  },
  {
    // D-AUTH-8: an account made outside sign-up (by the provider's staff) whose email was never
    // verified: its password signs in at the identity provider, and the portal asks for the code.
    id: 'usr-unverified-email',
    email: 'unverified@example.com',
    firstName: 'Jordan',
    lastName: 'Ellis',
    countryCode: 'US',
    languagePreference: 'en-us',
    contact: CONTACTS.unverified,
    magento: false,
    companies: [],
    entitlements: [],
    emailVerified: false,
  },
  {
    // D-API-14: the one profile without an address or phone, as an account made outside the
    // registration form can be; My Account asks for them with any change beyond the language.
    id: 'usr-incomplete-profile',
    email: 'incomplete@example.com',
    firstName: 'Casey',
    lastName: 'Brooks',
    countryCode: 'US',
    languagePreference: 'en-us',
    contact: null,
    magento: false,
    companies: [],
    entitlements: [],
  },
];
