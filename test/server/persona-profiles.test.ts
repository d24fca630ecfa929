import { PERSONAS } from '../../server/seed/personas';
import type { SeedContact, SeedPersona } from '../../server/seed/seed-types';
import { startTestServer, type SignedIn, type TestServer } from './test-server';

// Issue 30 item 12, D-API-14: the seeded personas are real accounts. Each changes only its first
// name on the account page as the portal does it: read the profile, send the full form (spec §3
// "Profile update payload") with every other field as read, and read the new name back.

jest.setTimeout(60_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** The profile details getUserProfile answers, as far as the account page uses them. */
interface Profile {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly userName: string;
  readonly phoneNumber: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly languagePreference: string;
}

type ProfileUpdate = Record<
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'emailAddress'
  | 'userName'
  | 'street'
  | 'city'
  | 'state'
  | 'postal_code'
  | 'language_preference_code',
  string
>;

/** A first name no persona has. */
const NEW_FIRST_NAME = 'Quinn';

const readProfile = async (signedIn: SignedIn): Promise<Profile> => {
  const answer = await t.call('GET', '/services/auth/getUserProfile', {
    headers: signedIn.headers,
  });
  expect(answer.status).toBe(200);
  return answer.json as Profile;
};

/** The full payload from the profile as read, with `changes` over it. */
const updateOf = (profile: Profile, changes: Partial<ProfileUpdate> = {}): ProfileUpdate => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phoneNumber: profile.phoneNumber,
  emailAddress: profile.email,
  userName: profile.userName,
  street: profile.street,
  city: profile.city,
  state: profile.state,
  postal_code: profile.postalCode,
  language_preference_code: profile.languagePreference,
  ...changes,
});

const save = async (
  signedIn: SignedIn,
  body: ProfileUpdate | { language_preference_code: string },
) => {
  const answer = await t.call('PUT', '/services/auth/updateUserProfile', {
    headers: signedIn.writeHeaders,
    body,
  });
  return { status: answer.status, json: answer.json };
};

const INCOMPLETE = { id: 'usr-incomplete-profile', email: 'incomplete@example.com' };

type ContactedPersona = SeedPersona & { readonly contact: SeedContact };

const withContact = PERSONAS.filter(
  (persona): persona is ContactedPersona => persona.contact !== null,
);

describe('every persona with a complete profile changes only its first name', () => {
  it('is every persona but incomplete@example.com', () => {
    expect(withContact.map((persona) => persona.email)).toEqual(
      PERSONAS.map((persona) => persona.email).filter((email) => email !== INCOMPLETE.email),
    );
    expect(PERSONAS.map((persona) => persona.firstName)).not.toContain(NEW_FIRST_NAME);
  });

  it.each(withContact.map((persona) => [persona.email, persona] as const))(
    '%s: saved with every other field as read, and read back',
    async (_, persona) => {
      const signedIn = await t.signIn(persona.id);
      const before = await readProfile(signedIn);
      expect(before).toMatchObject({ firstName: persona.firstName, ...persona.contact });

      const saved = await save(signedIn, updateOf(before, { firstName: NEW_FIRST_NAME }));
      expect(saved).toMatchObject({ status: 200, json: { firstName: NEW_FIRST_NAME } });
      // Nothing else moved: the seeded values are what the server would store.
      expect(await readProfile(signedIn)).toEqual({ ...before, firstName: NEW_FIRST_NAME });
    },
  );
});

describe('incomplete@example.com, seeded without an address or phone', () => {
  const REQUIRED_FIELDS = {
    status: 400,
    json: { error: 'REQUIRED_FIELDS_MISSING', message: 'Please fill out required fields.' },
  };
  /** The fields as the user types them on the account page, one after another. */
  const typed: readonly (readonly [keyof ProfileUpdate, string])[] = [
    ['street', '42 Elm Street'],
    ['city', 'Burlington'],
    ['state', 'vt'],
    ['postal_code', '05401'],
    ['phoneNumber', '(802) 555-0119'],
  ];

  it('changes its language alone without them (D-ACCT-UI-3)', async () => {
    const signedIn = await t.signIn(INCOMPLETE.id);
    expect(await save(signedIn, { language_preference_code: 'en-gb' })).toMatchObject({
      status: 200,
      json: { languagePreference: 'en-gb', street: '', phoneNumber: '' },
    });
  });

  it('is refused a first-name change with the required-fields error until every field is filled', async () => {
    const signedIn = await t.signIn(INCOMPLETE.id);
    const before = await readProfile(signedIn);
    expect(before).toMatchObject({
      email: INCOMPLETE.email,
      street: '',
      city: '',
      state: '',
      postalCode: '',
      phoneNumber: '',
    });

    let update = updateOf(before, { firstName: NEW_FIRST_NAME });
    for (const [field, value] of typed) {
      expect({ [field]: await save(signedIn, update) }).toEqual({ [field]: REQUIRED_FIELDS });
      expect(await readProfile(signedIn)).toEqual(before);
      update = { ...update, [field]: value };
    }

    expect(await save(signedIn, update)).toMatchObject({
      status: 200,
      json: { firstName: NEW_FIRST_NAME },
    });
    // Read back as the server stores them: the state's code upper-case, the phone's ten digits.
    expect(await readProfile(signedIn)).toEqual({
      ...before,
      firstName: NEW_FIRST_NAME,
      street: '42 Elm Street',
      city: 'Burlington',
      state: 'VT',
      postalCode: '05401',
      phoneNumber: '8025550119',
    });
  });
});
