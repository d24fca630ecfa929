import * as E from 'fp-ts/Either';
import {
  checkProfileForm,
  profileSaveErrorOf,
  profileSaveOf,
  validateProfileForm,
  type ProfileFormValues,
} from '../../../src/application/account-area/profile-form';
import type { ServiceError } from '../../../src/application/ports/service-error';
import type { CountryCode } from '../../../src/domain/locale/country';
import { rejected, savedProfile } from './account-area-fakes';

// Spec §3 "Profile update payload" (two variants), §5 field rules and messages, §8 server codes.

const form = (overrides: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  firstName: 'Olivia',
  lastName: 'Owner',
  street: '1 Main Street',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  phoneNumber: '2175550134',
  languagePreference: 'en-us',
  ...overrides,
});

describe('the profile form’s validation (spec §5, by the account’s country)', () => {
  it.each<[string, CountryCode, Partial<ProfileFormValues>, object]>([
    [
      'a blank first name',
      'US',
      { firstName: ' ' },
      {
        form: 'validation.required.form',
        fields: { firstName: 'validation.required.blank' },
      },
    ],
    [
      'digits in a last name',
      'US',
      { lastName: 'Owner 2' },
      {
        fields: { lastName: 'validation.name.lettersAndSpaces' },
      },
    ],
    [
      'a Czech postal code without its space rule',
      'CZ',
      { postalCode: '1100', phoneNumber: '+420 601 123 456' },
      {
        fields: { postalCode: 'validation.postalCode.invalid' },
      },
    ],
    [
      'a US phone number of 9 digits',
      'US',
      { phoneNumber: '217555013' },
      {
        fields: { phoneNumber: 'validation.phone.invalid' },
      },
    ],
    [
      'a Swiss number without +41',
      'CH',
      { postalCode: '8001', phoneNumber: '044 668 18 00' },
      {
        fields: { phoneNumber: 'validation.phone.invalid' },
      },
    ],
  ])('%s is refused with the field’s message', (_case, country, overrides, expected) => {
    expect(validateProfileForm(form(overrides), country)).toEqual(E.left(expected));
  });

  it('answers the canonical values, an unsupported language becoming en-us', () => {
    const valid = validateProfileForm(
      form({ phoneNumber: '(217) 555-0134', firstName: ' Olivia ', languagePreference: 'xx-yy' }),
      'US',
    );
    expect(valid).toEqual(
      E.right(
        form({ phoneNumber: '2175550134', firstName: 'Olivia', languagePreference: 'en-us' }),
      ),
    );
  });
});

describe('which payload variant a save sends (spec §3, D-ACCT-UI-3)', () => {
  it.each<[string, 'language' | 'full', Partial<ProfileFormValues>]>([
    ['only the language changed', 'language', { languagePreference: 'fr-ca' }],
    ['nothing changed', 'language', {}],
    ['the city changed', 'full', { city: 'Chicago' }],
    ['the city and the language changed', 'full', { city: 'Chicago', languagePreference: 'fr-ca' }],
  ])('%s: the %s variant', (_case, variant, overrides) => {
    expect(profileSaveOf(savedProfile(), form(overrides)).variant).toBe(variant);
  });

  it('sends the account’s own email with the full form', () => {
    const save = profileSaveOf(savedProfile(), form({ city: 'Chicago' }));
    expect(save).toEqual({
      variant: 'full',
      update: { ...form({ city: 'Chicago' }), email: 'us.owner@example.com' },
    });
  });
});

describe('which message a failed save shows, by the server’s answer', () => {
  it.each<[string, ServiceError, object]>([
    [
      'FIRST_NAME_INVALID',
      rejected('FIRST_NAME_INVALID'),
      {
        fields: { firstName: 'validation.firstName.invalid' },
        form: 'accountArea.profile.fixErrors',
      },
    ],
    [
      'POSTAL_CODE_INVALID',
      rejected('POSTAL_CODE_INVALID'),
      {
        fields: { postalCode: 'validation.postalCode.invalid' },
        form: 'accountArea.profile.fixErrors',
      },
    ],
    [
      'PHONE_NUMBER_INVALID',
      rejected('PHONE_NUMBER_INVALID'),
      {
        fields: { phoneNumber: 'validation.phone.invalid' },
        form: 'accountArea.profile.fixErrors',
      },
    ],
    [
      'STATE_INVALID',
      rejected('STATE_INVALID'),
      {
        fields: { state: 'validation.region.invalid' },
        form: 'accountArea.profile.fixErrors',
      },
    ],
    [
      'LANGUAGE_INVALID',
      rejected('LANGUAGE_INVALID'),
      {
        fields: { languagePreference: 'validation.language.unsupported' },
        form: 'accountArea.profile.fixErrors',
      },
    ],
    [
      'REQUIRED_FIELDS_MISSING',
      rejected('REQUIRED_FIELDS_MISSING'),
      {
        fields: {},
        form: 'validation.required.form',
      },
    ],
    [
      'EMAIL_CHANGE_NOT_ALLOWED',
      rejected('EMAIL_CHANGE_NOT_ALLOWED'),
      {
        fields: {},
        form: 'profile.emailChangeNotAllowed',
      },
    ],
    ['RATE_LIMITED', rejected('RATE_LIMITED', 429), { fields: {}, form: 'error.rateLimited' }],
    ['an unknown code', rejected('SOMETHING_NEW', 500), { fields: {}, form: 'error.generic' }],
    ['401', { code: 'service.unauthorized' }, { fields: {}, form: 'session.expired' }],
    ['no answer', { code: 'service.networkFailure' }, { fields: {}, form: 'error.generic' }],
    [
      'a malformed answer',
      { code: 'service.malformedResponse' },
      {
        fields: {},
        form: 'error.generic',
      },
    ],
  ])('%s', (_case, error, expected) => {
    expect(profileSaveErrorOf(error)).toEqual(expected);
  });
});

describe('the check before a save (D-ACCT-UI-3: the language alone is not checked further)', () => {
  const blank = { street: '', city: '', state: '', postalCode: '', phoneNumber: '' };
  it.each<[string, Partial<ProfileFormValues>, boolean]>([
    ['the language alone, address never given', { languagePreference: 'en-cz' }, true],
    ['nothing changed, address never given', {}, true],
    ['a new first name, address still blank', { firstName: 'Jane' }, false],
  ])('%s → valid: %s', (_name, change, valid) => {
    const saved = form({ ...blank, languagePreference: 'cs-cz' });
    const outcome = checkProfileForm(saved, { ...saved, ...change }, 'CZ');
    expect(E.isRight(outcome)).toBe(valid);
  });
});
