import {
  registrationPath,
  registrationPayload,
} from '../../../src/domain/accounts/registration-payload';
import type { RegistrationForm } from '../../../src/domain/accounts/registration-form';

const form: RegistrationForm = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  street: '1 Main Street',
  city: 'New York',
  state: 'NY',
  postalCode: '10001',
  language: 'en-gb',
  phoneNumber: '2125550123',
};

describe('registration payload — §3 "Registration payload adds acceptTerms, country, redirectUrl, encryptedDuns, plaVersion, countryId"', () => {
  it.each([
    [true, 1, '"Registration sets plaVersion 1 when terms accepted"'],
    [false, 0, '"else 0"'],
  ])('acceptTerms %s → plaVersion %s: %s', (acceptTerms, plaVersion) => {
    expect(
      registrationPayload(form, {
        acceptTerms,
        country: 'GB',
        redirectUrl: '/',
        encryptedDuns: 'enc',
      }),
    ).toEqual({
      ...form,
      acceptTerms,
      country: 'GB',
      countryId: 'GB',
      redirectUrl: '/',
      encryptedDuns: 'enc',
      plaVersion,
    });
  });

  it.each([
    ['EN-GB', 'en-gb', 'a supported language is kept'],
    [' fr-ca ', 'fr-ca', 'a supported language with surrounding spaces is kept'],
    ['de-de', 'en-us', '"Language code must be in the supported list, otherwise en-us"'],
    ['', 'en-us', 'no language is en-us'],
  ])('language %j → %s: %s', (language, expected) => {
    expect(
      registrationPayload(
        { ...form, language },
        { acceptTerms: true, country: 'US', redirectUrl: '/' },
      ).language,
    ).toBe(expected);
  });

  it.each([
    ['ca', 'CA', 'a supported country is kept'],
    ['DE', 'US', '"country in the supported list, otherwise US"'],
    [undefined, 'US', '§9 "Default country id US"'],
  ])('country %j → %s: %s', (country, expected, _sentence) => {
    const payload = registrationPayload(form, { acceptTerms: true, country, redirectUrl: '/' });
    expect([payload.country, payload.countryId]).toEqual([expected, expected]);
    expect(payload.encryptedDuns).toBe('');
  });

  it.each([
    ['GAD', '/auth/registerUser', '§7 "(or /auth/registerUser in the GAD flow)"'],
    [null, '/auth/newUser', '§7 "POST /auth/newUser"'],
    ['/signin', '/auth/newUser', 'any other flow'],
  ])('registrationPath(%j) is %s: %s', (flow, expected, _sentence) => {
    expect(registrationPath(flow)).toBe(expected);
  });
});
