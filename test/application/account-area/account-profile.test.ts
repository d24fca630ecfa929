import { AccountProfile } from '../../../src/application/account-area/account-profile.use-case';
import {
  toAccountProfileViewModel,
  type AccountProfileViewModel,
} from '../../../src/application/account-area/account-profile.view-model';
import type { UserProfile } from '../../../src/application/ports/profile-gateway.port';
import type { CountryCode } from '../../../src/domain/locale/country';
import { FakeProfileGateway, testProfile } from '../frame-fakes';
import { FakeProfileAccount, rejected, savedProfile } from './account-area-fakes';

// Spec §2 "My Account (profile edit)", §3 "Profile update payload", §5 "Region label", postal and
// phone formats; D-ACCT-UI-1 (the address is read with getUserProfile, nothing is written).

const formOf = (model: AccountProfileViewModel) => {
  if (model.screen !== 'form') throw new Error(`expected the form, got ${model.screen}`);
  return model;
};

describe('the My Account view model, by the account’s country', () => {
  it.each<[CountryCode, string, string, string, string]>([
    ['US', 'address.region.state', 'zipCode', '62701', '(217) 555-0134'],
    ['CA', 'address.region.province', 'postalCode', 'K1A 0B1', '(416) 555-0134'],
    ['GB', 'address.region.county', 'postalCode', 'SW1A 1AA', '+44 20 7946 0958'],
    ['CZ', 'address.region.countyProvince', 'postalCode', '110 00', '+420 601 123 456'],
    ['FI', 'address.region.countyProvince', 'postalCode', '00100', '+358 40 123 4567'],
  ])(
    '%s: region label %s, %s, examples %s and %s',
    (country, region, postal, postalEx, phoneEx) => {
      const model = formOf(
        toAccountProfileViewModel({
          status: 'ready',
          profile: savedProfile({ countryCode: country }),
          saving: false,
          errors: undefined,
          saves: 0,
        }),
      );
      expect(model).toMatchObject({
        country,
        regionLabelId: region,
        postalCodeLabel: postal,
        postalCodeExample: postalEx,
        phoneNumberExample: phoneEx,
      });
    },
  );

  it('offers every language, the country’s own first', () => {
    const model = formOf(
      toAccountProfileViewModel({
        status: 'ready',
        profile: savedProfile({ countryCode: 'CA' }),
        saving: false,
        errors: undefined,
        saves: 0,
      }),
    );
    expect(model.languages.slice(0, 3)).toEqual(['fr-ca', 'en-ca', 'en-us']);
    expect(model.languages).toHaveLength(23);
  });
});

const setup = () => {
  const profiles = new FakeProfileGateway();
  profiles.profile = testProfile({ languagePreference: 'en-us' });
  const account = new FakeProfileAccount();
  const frameLoads: string[] = [];
  const frame = {
    load: async () => {
      frameLoads.push('load');
    },
  };
  const page = new AccountProfile(profiles, account, frame);
  return { profiles, account, frameLoads, page };
};

const values = (overrides: object = {}) => ({
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

describe('the My Account use case', () => {
  it('reads the profile, address and phone included, and writes nothing', async () => {
    const { account, page } = setup();
    expect(page.snapshot).toEqual({ screen: 'loading' });
    await page.open();
    expect(account.languageUpdates).toEqual([]);
    expect(account.fullUpdates).toEqual([]);
    expect(formOf(page.snapshot).values).toEqual(values());
  });

  it.each<[string, Partial<UserProfile>, object]>([
    [
      'an address of its own',
      { address: { street: '9 Elm Road', city: 'Peoria', state: 'IL', postalCode: '61602' } },
      { street: '9 Elm Road', city: 'Peoria', state: 'IL', postalCode: '61602' },
    ],
    [
      'an address never given',
      { address: { street: '', city: '', state: '', postalCode: '' } },
      { street: '', city: '', state: '', postalCode: '' },
    ],
    [
      'no address in the answer',
      { address: undefined },
      { street: '', city: '', state: '', postalCode: '' },
    ],
    ['no phone number in the answer', { phoneNumber: undefined }, { phoneNumber: '' }],
  ])('a profile with %s starts the form with those fields', async (_name, profile, fields) => {
    const { profiles, page } = setup();
    profiles.profile = testProfile({ languagePreference: 'en-us', ...profile });
    await page.open();
    expect(formOf(page.snapshot).values).toEqual(values(fields));
  });

  it('shows the error screen when the profile cannot be read', async () => {
    const { profiles, page } = setup();
    profiles.failing = true;
    await page.open();
    expect(page.snapshot).toEqual({ screen: 'error' });
  });

  it('saves the full form, shows the saved values and has the frame read the profile again', async () => {
    const { account, frameLoads, page } = setup();
    await page.open();
    const outcome = await page.save(values({ city: 'Chicago', phoneNumber: '(312) 555-0100' }));
    expect(outcome).toEqual({ saved: true, switchLanguageTo: undefined });
    expect(account.fullUpdates).toHaveLength(1);
    const model = formOf(page.snapshot);
    expect(model.values).toMatchObject({ city: 'Chicago', phoneNumber: '3125550100' });
    expect(model.saves).toBe(1);
    expect(frameLoads).toEqual(['load']);
    // §7 purge-cache-by-key, keyed by the user's email, before the frame reads the profile again.
    expect(account.purged).toEqual([model.email]);
  });

  it('a save stands when the cache purge fails', async () => {
    const { account, frameLoads, page } = setup();
    account.purgeFails = true;
    await page.open();
    const outcome = await page.save(values({ city: 'Chicago' }));
    expect(outcome).toEqual({ saved: true, switchLanguageTo: undefined });
    expect(formOf(page.snapshot).saves).toBe(1);
    expect(frameLoads).toEqual(['load']);
  });

  it('a new language alone goes with the language variant and switches the portal to it', async () => {
    const { account, page } = setup();
    await page.open();
    const outcome = await page.save(values({ languagePreference: 'fr-ca' }));
    expect(outcome).toEqual({ saved: true, switchLanguageTo: 'fr-ca' });
    expect(account.fullUpdates).toEqual([]);
    expect(account.languageUpdates).toEqual(['fr-ca']);
  });

  it('an account without address or phone can change its language alone (nothing else is checked)', async () => {
    const { profiles, account, page } = setup();
    const blank = { street: '', city: '', state: '', postalCode: '' };
    profiles.profile = testProfile({
      countryCode: 'CZ',
      languagePreference: 'cs-cz',
      phoneNumber: '',
      address: blank,
    });
    await page.open();
    const outcome = await page.save(
      values({ ...blank, phoneNumber: '', languagePreference: 'en-cz' }),
    );
    expect(outcome).toEqual({ saved: true, switchLanguageTo: 'en-cz' });
    expect(account.languageUpdates).toEqual(['en-cz']);
    expect(account.fullUpdates).toEqual([]);
  });

  it.each([
    ['POSTAL_CODE_INVALID', { postalCode: 'validation.postalCode.invalid' }],
    ['PHONE_NUMBER_INVALID', { phoneNumber: 'validation.phone.invalid' }],
    ['EMAIL_CHANGE_NOT_ALLOWED', {}],
  ])('a refused save (%s) keeps the saved values and shows why', async (code, fields) => {
    const { account, page } = setup();
    await page.open();
    account.failWith = rejected(code);
    const outcome = await page.save(values({ city: 'Chicago' }));
    expect(outcome).toEqual({ saved: false });
    const model = formOf(page.snapshot);
    expect(model.errors?.fields).toEqual(fields);
    expect(model.values.city).toBe('Springfield');
    expect(model.saving).toBe(false);
  });

  it('refuses values the domain refuses without calling the service', async () => {
    const { account, page } = setup();
    await page.open();
    const outcome = await page.save(values({ postalCode: '1234' }));
    expect(outcome).toEqual({ saved: false });
    expect(account.fullUpdates).toEqual([]);
    expect(formOf(page.snapshot).errors?.fields).toEqual({
      postalCode: 'validation.postalCode.invalid',
    });
  });
});
