import type { CountryCode } from '../../../src/domain/locale/country';
import {
  blankDraft,
  countryFieldsOf,
  languageFor,
  toSignupViewModel,
} from '../../../src/application/registration/signup.view-model';
import { initialRegistrationState } from '../../../src/application/registration/registration.state';
import type { RegistrationState } from '../../../src/application/registration/registration.state';
import { usDraft } from './registration-fakes';

// Spec §3 "Registration fields", §5 "Postal formats", "Phone", "Region label: 'Province' in
// Canada, 'County' or 'County/Province' elsewhere" (docs/team-decisions.md: US "State"; GB, IE
// "County"), §9 "Languages per country"; §8 the existing-email message.

describe('what the chosen country changes on the sign-up form', () => {
  it.each<[CountryCode, string, string, string, string[]]>([
    ['US', 'address.region.state', '62701', '(217) 555-0134', ['en-us']],
    ['CA', 'address.region.province', 'K1A 0B1', '(416) 555-0134', ['fr-ca', 'en-ca']],
    ['GB', 'address.region.county', 'SW1A 1AA', '+44 20 7946 0958', ['en-gb']],
    ['IE', 'address.region.county', 'D02 X285', '+353 1 234 5678', ['en-ie']],
    ['CZ', 'address.region.countyProvince', '110 00', '+420 601 123 456', ['cs-cz', 'en-cz']],
    ['PL', 'address.region.countyProvince', '00-950', '+48 512 345 678', ['pl-pl', 'en-pl']],
    ['FI', 'address.region.countyProvince', '00100', '+358 40 123 4567', ['fi-fi', 'en-fi']],
  ])(
    '%s: region %s, postal code like %s, phone like %s, languages %j',
    (country, region, postal, phone, languages) => {
      expect(countryFieldsOf(country)).toMatchObject({
        regionLabelId: region,
        postalCodeExample: postal,
        phoneNumberExample: phone,
        languages,
      });
    },
  );
});

describe('the region field', () => {
  it.each<[CountryCode, string | undefined]>([
    ['US', 'IL'],
    ['CA', 'ON'],
    ['GB', undefined],
    ['CZ', undefined],
  ])('%s: a two-letter code like %s, else a place name', (country, example) => {
    expect(countryFieldsOf(country).regionCodeExample).toBe(example);
  });
});

describe('the language a country offers', () => {
  it.each<[CountryCode, string, string]>([
    ['CA', 'fr-ca', 'fr-ca'],
    ['CA', 'en-us', 'en-ca'],
    ['CZ', 'en-cz', 'en-cz'],
    ['CZ', 'de-ch', 'cs-cz'],
    ['CH', 'en-gb', 'en-ch'],
    ['CA', 'de-ch', 'fr-ca'],
    ['US', 'xx-yy', 'en-us'],
  ])('%s with %s chosen → %s', (country, chosen, offered) => {
    expect(languageFor(country, chosen)).toBe(offered);
  });

  it.each<[Parameters<typeof blankDraft>[0], CountryCode, string]>([
    ['en-us', 'US', 'en-us'],
    ['fr-ca', 'CA', 'fr-ca'],
    ['de-ch', 'CH', 'de-ch'],
    ['en-gb', 'GB', 'en-gb'],
  ])('a blank form in %s starts in %s, language %s', (locale, country, language) => {
    expect(blankDraft(locale)).toMatchObject({ country, language, acceptTerms: false, email: '' });
  });
});

describe('the sign-up view model', () => {
  const base = initialRegistrationState(0);
  const withFailure = (failure: RegistrationState['signup']['failure']): RegistrationState => ({
    ...base,
    draft: usDraft,
    signup: { submitting: false, failure, failedEmail: 'ada@example.com' },
  });

  it.each<[string, RegistrationState, Partial<ReturnType<typeof toSignupViewModel>>]>([
    [
      'nothing typed yet: a blank form for the portal’s country',
      base,
      {
        initialValues: blankDraft('en-gb'),
        formError: undefined,
        fieldErrors: {},
        emailExists: undefined,
      },
    ],
    [
      '§8 existing email: sign in with the address prefilled, or reset the password',
      withFailure({ kind: 'emailExists' }),
      {
        initialValues: usDraft,
        formError: undefined,
        emailExists: {
          signInPath: '/login?uid=ada%40example.com',
          forgotPasswordPath: '/forgot-password',
        },
      },
    ],
    [
      'a field the server refused: its message under it',
      withFailure({ kind: 'fields', fields: { phoneNumber: 'validation.phone.invalid' } }),
      {
        fieldErrors: { phoneNumber: 'validation.phone.invalid' },
        formError: undefined,
        emailExists: undefined,
      },
    ],
    [
      'any other refusal: one message above the form',
      withFailure({ kind: 'message', messageId: 'registration.unexpected' }),
      { formError: 'registration.unexpected', fieldErrors: {}, emailExists: undefined },
    ],
    [
      'back to change the email: what was typed, the email field focused',
      { ...base, draft: usDraft, changingEmail: true },
      { initialValues: usDraft, focusEmail: true },
    ],
  ])('%s', (_case, state, expected) => {
    expect(toSignupViewModel(state, 'en-gb')).toMatchObject(expected);
  });
});
