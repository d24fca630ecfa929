import * as E from 'fp-ts/Either';

// Spec §2 "Registration with email verification (6-character code, resend code, change email)".
// §8 "Wrong code: "The code you have entered is not correct."" The portal rejects a code that
// cannot be right before asking the server (D-DOM-12).

/** §2 "Registration with email verification (6-character code ...)". */
export const VERIFICATION_CODE_LENGTH = 6;

/** §9 "Reset and verification emails take 1-2 minutes." */
export const EMAIL_DELIVERY_MINUTES = { min: 1, max: 2 } as const;

export interface WrongVerificationCode {
  readonly code: 'verification.code.incorrect';
}

const SIX_CHARACTERS = new RegExp(`^[A-Za-z0-9]{${VERIFICATION_CODE_LENGTH}}$`);

export const validateVerificationCode = (
  value: string,
): E.Either<WrongVerificationCode, string> => {
  const trimmed = value.replace(/\s+/g, '');
  return SIX_CHARACTERS.test(trimmed)
    ? E.right(trimmed)
    : E.left({ code: 'verification.code.incorrect' });
};
