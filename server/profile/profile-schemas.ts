import { Type } from 'typebox';
import { boundedText as text } from '../http/schemas';
import { ProfileDetails } from '../auth/profile-details';

/** Spec §3 "Profile update payload" — the account page's form. */
export const FullProfileUpdateBody = Type.Object(
  {
    firstName: text(100),
    lastName: text(100),
    phoneNumber: text(32),
    emailAddress: text(254, 'must be the current email (changing it is not supported)'),
    userName: text(254, 'must be the current user name (the email)'),
    street: text(200),
    city: text(100),
    state: text(100),
    postal_code: text(20),
    language_preference_code: text(16, 'a supported locale'),
  },
  { additionalProperties: false, title: 'FullProfileUpdate' },
);

/** The second variant: only the language preference. */
export const LanguageUpdateBody = Type.Object(
  { language_preference_code: text(16, 'a supported locale') },
  { additionalProperties: false, title: 'LanguageUpdate' },
);

export const ProfileUpdateBody = Type.Union([FullProfileUpdateBody, LanguageUpdateBody]);

/** The answer to a profile update: getUserProfile's profile details (address included). */
export const UpdatedProfile = ProfileDetails;

export const ConsentBody = Type.Object(
  {
    email: text(254, "the signed-in user's email"),
    os: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'the device platform, e.g. web, ios, android',
    }),
    bloomreachConsent: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const ConsentAnswer = Type.Object({
  email: Type.String(),
  os: Type.String(),
  bloomreachConsent: Type.Boolean(),
  recordedAt: Type.String({ format: 'date-time' }),
});

export const EmailBody = Type.Object(
  { email: text(254, "the signed-in user's email") },
  { additionalProperties: false },
);

export const LendioAnswer = Type.Object({
  url: Type.String({ description: 'the lender hand-off page' }),
});

export const PurgeAnswer = Type.Object({ purged: Type.Literal(true), key: Type.String() });
