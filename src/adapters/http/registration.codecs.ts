import * as t from 'io-ts';

/** The registration body the backend takes (newUser, registerUser, socialNetworksSignup's form). */
export interface RegistrationRequestDto {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly language: string;
  readonly phoneNumber: string;
  readonly country: string;
  readonly countryId: string;
  readonly acceptTerms: boolean;
  readonly redirectUrl: string;
  readonly encryptedDuns: string;
  readonly plaVersion: 0 | 1;
}

/** A pending registration: the address the code was mailed to. */
export const PendingRegistrationCodec = t.type({ email: t.string });

/** verifyCode: the continue-registration token (of the link that sets the first password), or an active account (D-AUTH-8). */
export const VerifiedRegistrationCodec = t.union([
  t.type({ status: t.literal('ACTIVE'), email: t.string }),
  t.type({ token: t.string }),
]);

/** confirmRegistration: as verifyCode, plus the product echoed back. */
export const ConfirmedRegistrationCodec = t.type({ token: t.string, product: t.string });

export const CodeSentCodec = t.type({ status: t.literal('CODE_SENT') });

/** continueRegistration: the account is active. */
export const ActivatedAccountCodec = t.type({ email: t.string, redirectUrl: t.string });
