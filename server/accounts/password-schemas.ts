import { Type } from 'typebox';

/** The bodies and answers of the password calls (password-routes.ts). */

// Lengths are generous limits against abuse, not the policy: a too-short new password is the
// policy's 2007, not a schema error. Required old/current passwords may not be empty.
const NewPassword = Type.String({
  maxLength: 256,
  description: 'spec §5 policy; answers 2007/2011 when not met',
});
const GivenPassword = Type.String({ minLength: 1, maxLength: 256 });
const ResetToken = Type.String({
  minLength: 1,
  maxLength: 256,
  description: 'the token of the reset link',
});

export const ChangePasswordBody = Type.Object(
  { currentPassword: GivenPassword, newPassword: NewPassword, retypePassword: NewPassword },
  { additionalProperties: false },
);

export const ForgotPasswordQuery = Type.Object({
  encryptedDuns: Type.Optional(Type.String({ maxLength: 1024 })),
  flow: Type.Optional(Type.String({ maxLength: 256 })),
  countryId: Type.Optional(Type.String({ maxLength: 16 })),
  redirect_url: Type.Optional(
    Type.String({
      maxLength: 2048,
      description:
        'kept in the link only when on the redirect allow-list; otherwise the link leads home',
    }),
  ),
  app_id: Type.Optional(Type.String({ maxLength: 64 })),
  payload: Type.Optional(Type.String({ maxLength: 4096 })),
});

export const ForgotPasswordBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\s*$' }) },
  { additionalProperties: false },
);

export const TokenBody = Type.Object({ token: ResetToken }, { additionalProperties: false });

export const ResetPasswordBody = Type.Object(
  { token: ResetToken, newPassword: NewPassword, retypePassword: NewPassword },
  { additionalProperties: false },
);

const ExpiredAccount = Type.String({ minLength: 1, maxLength: 320 });

export const VerifyExpiredBody = Type.Object(
  {
    username: ExpiredAccount,
    oldPassword: GivenPassword,
    newPassword: NewPassword,
    retypePassword: NewPassword,
  },
  { additionalProperties: false },
);

/** The same, as the login page's form names its fields. */
export const VerifyExpiredFormBody = Type.Object(
  {
    username: ExpiredAccount,
    currentPassword: GivenPassword,
    newPassword: NewPassword,
    retypePassword: NewPassword,
  },
  { additionalProperties: false },
);

export const Success = Type.Object({ status: Type.Literal('SUCCESS') });
export const Sent = Type.Object({ status: Type.Literal('SENT') });
export const Valid = Type.Object({ status: Type.Literal('VALID') });

/** What the password calls' descriptions say of their answers. */
export const CODES =
  'Errors carry the spec §8 codes in `error`: 2007 does not meet the requirements (or the minimum age), ' +
  '2008 current password does not match, 2011 among the last 5, 2012 the expired password cannot be reset here; ' +
  'and PASSWORDS_DO_NOT_MATCH, PASSWORD_SAME_AS_CURRENT, INTERNAL_ACCOUNT (403).';

export const RATE_LIMITS =
  ' Limited per client address and per account (429 RATE_LIMITED with Retry-After).';
