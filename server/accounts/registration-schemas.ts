import { Type } from 'typebox';
import { boundedText as text } from '../http/schemas';

/** Spec §3 "Registration fields" plus "Registration payload adds acceptTerms, country, ...". */
export const RegistrationBody = Type.Object(
  {
    firstName: text(100),
    lastName: text(100),
    email: text(254, 'business email; becomes the user name'),
    street: text(200),
    city: text(100),
    state: text(100, 'US state or Canadian province code; elsewhere a county/province name'),
    postalCode: text(20),
    language: Type.Optional(
      text(16, 'locale such as en-us; unsupported → en-us (the portal sends this name)'),
    ),
    languagePreference: Type.Optional(text(16, 'same as language, accepted under this name too')),
    phoneNumber: text(32),
    country: text(8, 'two-letter country code; unsupported → US'),
    countryId: text(8, 'two-letter country code; used when country is empty'),
    acceptTerms: Type.Boolean(),
    redirectUrl: text(
      2048,
      'where the portal goes after registration: kept only when on the redirect allow-list (this site or a configured origin), otherwise the portal home "/"',
    ),
    encryptedDuns: Type.Optional(text(1024, 'Get-a-DUNS flow: the chosen company')),
    plaVersion: Type.Union([Type.Literal(0), Type.Literal(1)], {
      description: '1 when acceptTerms, else 0',
    }),
  },
  { additionalProperties: false },
);

export const PendingAnswer = Type.Object({
  status: Type.Literal('PENDING_VERIFICATION'),
  email: Type.String({ description: 'the address the code was mailed to' }),
});

export const VerifyCodeBody = Type.Object(
  {
    email: text(254),
    code: Type.String({ minLength: 1, maxLength: 32, description: 'the 6-character mailed code' }),
  },
  { additionalProperties: false },
);

export const VerifiedAnswer = Type.Union([
  Type.Object({
    status: Type.Literal('VERIFIED'),
    continueUrl: Type.String({
      description: 'the single-use link that sets the first password (also mailed)',
    }),
    token: Type.String({ description: 'the continue-registration token of continueUrl' }),
  }),
  Type.Object(
    { status: Type.Literal('ACTIVE'), email: Type.String() },
    { description: 'an account that had its password: active now, it signs in (D-AUTH-8)' },
  ),
]);

export const ResendCodeBody = Type.Object({ email: text(254) }, { additionalProperties: false });
export const ResendCodeAnswer = Type.Object({
  status: Type.Literal('CODE_SENT'),
  message: Type.String(),
});

export const ContinueRegistrationBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 256 }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
    retypePassword: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);

export const ActivatedAnswer = Type.Object({
  status: Type.Literal('ACTIVE'),
  email: Type.String({ description: 'sign in with this email and the new password' }),
  redirectUrl: Type.String({
    description:
      'the redirectUrl given at registration if on the redirect allow-list, else "/" ("" if none was given)',
  }),
});

export const ConfirmRegistrationBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 256 }),
    product: Type.Optional(text(64, 'the product the registration was for; echoed back')),
  },
  { additionalProperties: false },
);

export const ConfirmedAnswer = Type.Object({
  status: Type.Literal('VERIFIED'),
  continueUrl: Type.String(),
  token: Type.String(),
  product: Type.String(),
});

export const SocialSignupBody = Type.Object(
  { registrationForm: RegistrationBody },
  { additionalProperties: false },
);
