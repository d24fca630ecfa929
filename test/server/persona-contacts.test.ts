import * as E from 'fp-ts/Either';
import {
  validateProfileForm,
  type ProfileFormValues,
} from '../../src/application/account-area/profile-form';
import { resolveCountry } from '../../src/domain/locale/country';
import { checkPersonFields } from '../../server/accounts/registration-rules';
import { PERSONAS } from '../../server/seed/personas';
import type { SeedContact, SeedPersona } from '../../server/seed/seed-types';

// D-API-14: every persona's profile holds the address and phone a real account of its country has,
// so the account page can save a change to one field without the user typing the others. "Real"
// means what a save would store: the portal's profile form and the server's profile update
// (server/accounts/registration-rules.ts), both on src/domain's §5 rules for the country, accept
// the seeded values and leave them as they are, being canonical already.

type ContactedPersona = SeedPersona & { readonly contact: SeedContact };

const withContact = PERSONAS.filter(
  (persona): persona is ContactedPersona => persona.contact !== null,
);

const row = (persona: ContactedPersona) => [persona.email, persona.countryCode, persona] as const;

describe('the seeded personas’ contact details (D-API-14)', () => {
  it('are given for every persona but the one kept to show an incomplete profile', () => {
    expect(PERSONAS.filter((persona) => persona.contact === null).map((p) => p.email)).toEqual([
      'incomplete@example.com',
    ]);
  });

  it.each(withContact.map(row))('%s (%s): each persona’s country is supported', (_, country) => {
    // An unsupported code would be checked as the US's, whatever its contact looks like.
    expect(resolveCountry(country)).toBe(country);
  });

  it.each(withContact.map(row))(
    '%s (%s): the portal’s profile form takes the profile as it is',
    (_, country, persona) => {
      const values: ProfileFormValues = {
        firstName: persona.firstName,
        lastName: persona.lastName,
        ...persona.contact,
        languagePreference: persona.languagePreference,
      };
      expect(validateProfileForm(values, resolveCountry(country))).toEqual(E.right(values));
    },
  );

  it.each(withContact.map(row))(
    '%s (%s): the server’s profile rules take the profile as it is',
    (_, country, persona) => {
      const fields = {
        firstName: persona.firstName,
        lastName: persona.lastName,
        ...persona.contact,
      };
      expect(checkPersonFields(resolveCountry(country), fields)).toEqual({
        ok: true,
        value: fields,
      });
    },
  );
});
