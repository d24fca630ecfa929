import * as t from 'io-ts';

/** changePassword, resetPassword and verifyExpiredPswd: `{ status: 'SUCCESS' }`. */
export const PasswordSetCodec = t.type({ status: t.literal('SUCCESS') });

/** passwordPolicy: the minimum age between two changes, in minutes (0: none). */
export const PasswordPolicyCodec = t.type({ minimumAgeMinutes: t.number });

/** forgotPassword: `{ status: 'SENT' }`, whether or not the address has an account. */
export const ResetLinkSentCodec = t.type({ status: t.literal('SENT') });

/** validateToken: `{ status: 'VALID' }`; an unusable link is a 400 or a 410. */
export const ResetTokenValidCodec = t.type({ status: t.literal('VALID') });

/** The forgotPassword query values, by their wire names. */
export type ResetLinkQueryDto = {
  readonly encryptedDuns?: string;
  readonly flow?: string;
  readonly countryId?: string;
  readonly redirect_url?: string;
  readonly app_id?: string;
  readonly payload?: string;
};
