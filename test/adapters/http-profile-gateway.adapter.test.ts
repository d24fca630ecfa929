import * as E from 'fp-ts/Either';
import { HttpProfileGateway } from '../../src/adapters/http/http-profile-gateway.adapter';
import { fakeBackend } from './fake-backend';

// Spec §3 profile details as GET /auth/getUserProfile answers them; D-ACCT-UI-1 (the address).

/** getUserProfile's answer as the backend sends it (more than the portal reads). */
const answer = (overrides: Record<string, unknown> = {}): string =>
  JSON.stringify({
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'us.owner@example.com',
    userName: 'us.owner@example.com',
    phoneNumber: '9735550142',
    countryCode: 'US',
    languagePreference: 'en-us',
    idaasUUID: 'usr-us-owner',
    isDnbUser: false,
    hasDashboard: true,
    hasSubscription: true,
    accountSettings: { magento: true, eb_dashboard: false, customer_portal: true },
    mfaEnabled: true,
    street: '100 Market Street',
    city: 'Berkeley Heights',
    state: 'NJ',
    postalCode: '07078',
    ...overrides,
  });

const BASE = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'us.owner@example.com',
  countryCode: 'US',
  languagePreference: 'en-us',
  accountSettings: { magento: true, ebDashboard: false, customerPortal: true },
  mfaEnabled: true,
};

const read = async (body: string) => {
  const { calls, http } = fakeBackend(200, body, 'csrf-1');
  const profile = await new HttpProfileGateway(http).getUserProfile()();
  return { calls, profile };
};

describe('HttpProfileGateway.getUserProfile', () => {
  it('GETs the profile and maps the fields the portal reads, address and isDnbUser included', async () => {
    const { calls, profile } = await read(answer());
    expect(calls).toMatchObject([{ url: '/services/auth/getUserProfile', method: 'GET' }]);
    expect(profile).toEqual(
      E.right({
        ...BASE,
        isDnbUser: false,
        phoneNumber: '9735550142',
        address: {
          street: '100 Market Street',
          city: 'Berkeley Heights',
          state: 'NJ',
          postalCode: '07078',
        },
      }),
    );
  });

  it.each<[string, Record<string, unknown>, object]>([
    [
      'without address, phone, isDnbUser or mfaEnabled: none of them, MFA off',
      {
        street: undefined,
        city: undefined,
        state: undefined,
        postalCode: undefined,
        phoneNumber: undefined,
        isDnbUser: undefined,
        mfaEnabled: undefined,
      },
      { ...BASE, mfaEnabled: false },
    ],
    [
      'with part of the address: the missing fields read empty',
      { state: undefined, postalCode: undefined, phoneNumber: undefined, isDnbUser: true },
      {
        ...BASE,
        isDnbUser: true,
        address: {
          street: '100 Market Street',
          city: 'Berkeley Heights',
          state: '',
          postalCode: '',
        },
      },
    ],
  ])('an answer %s', async (_name, overrides, expected) => {
    const { profile } = await read(answer(overrides));
    expect(profile).toEqual(E.right(expected));
  });

  it('refuses an address field of the wrong type', async () => {
    const { profile } = await read(answer({ postalCode: 7078 }));
    expect(E.isLeft(profile)).toBe(true);
  });
});
