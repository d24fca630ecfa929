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

export const VerifyExpiredBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 320 }),
    oldPassword: GivenPassword,
    newPassword: NewPassword,
    retypePassword: NewPassword,
  },
  { additionalProperties: false },
);

export const Success = Type.Object({ status: Type.Literal('SUCCESS') });
export const Sent = Type.Object({ status: Type.Literal('SENT') });
export const Valid = Type.Object({ status: Type.Literal('VALID') });
