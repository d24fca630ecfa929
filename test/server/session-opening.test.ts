import { accountRefusal } from '../../server/auth/session-opening';
import type { UserRecord } from '../../server/identity/user-repository';

// Spec §4 "password expired (must reset)", §8 "Please verify your email." and "Authentication
// Failed: Password expired.": the account states that open no session (D-AUTH-8).

const DAY = 24 * 60 * 60;
const NOW = 1_800_000_000;

const user = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  id: 'u-1',
  email: 'u@example.com',
  firstName: 'U',
  lastName: 'Ser',
  countryCode: 'US',
  languagePreference: 'en-us',
  phoneNumber: '',
  street: '',
  city: '',
  state: '',
  postalCode: '',
  passwordHash: '',
  passwordChangedAt: NOW - DAY,
  passwordIsTemporary: false,
  isDnbUser: false,
  magento: false,
  ebDashboard: true,
  customerPortal: true,
  emailVerified: true,
  ...overrides,
});

describe('accountRefusal', () => {
  it.each<[string, Partial<UserRecord>, ReturnType<typeof accountRefusal>]>([
    ['a verified account with a young password', {}, undefined],
    ['an email never verified', { emailVerified: false }, 'EMAIL_NOT_VERIFIED'],
    [
      'a password unchanged for 180 days',
      { passwordChangedAt: NOW - 180 * DAY },
      'AUTHENTICATION_PASSWORD_EXPIRED',
    ],
    [
      'both: the email first',
      { emailVerified: false, passwordChangedAt: NOW - 400 * DAY },
      'EMAIL_NOT_VERIFIED',
    ],
    // A temporary password is the sign-in's to replace (D-SIGNIN-UI-2), not a session refusal.
    ['a temporary password', { passwordIsTemporary: true }, undefined],
  ])('%s → %s', (_case, overrides, expected) => {
    expect(accountRefusal(user(overrides), NOW, { maxAgeDays: 180 })).toBe(expected);
  });
});
