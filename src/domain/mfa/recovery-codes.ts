import * as E from 'fp-ts/Either';

// Issue 28 "recovery codes: ten single-use codes shown once ... the page shows how many are left
// and warns at three or fewer" (D-MFA-3).

export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODES_LOW_AT = 3;

/** Lower-case letters and digits a reader cannot confuse: no 0/o, 1/l/i. */
export const RECOVERY_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
/** Two groups of five: about 50 bits, read aloud or typed from paper without losing the place. */
export const RECOVERY_CODE_GROUPS = 2;
export const RECOVERY_CODE_GROUP_LENGTH = 5;
/** Characters in a code, without the hyphen between its groups. */
export const RECOVERY_CODE_LENGTH = RECOVERY_CODE_GROUPS * RECOVERY_CODE_GROUP_LENGTH;

/**
 * A code from `RECOVERY_CODE_LENGTH` uniformly random indexes into the alphabet (the server
 * draws them), as the user sees it: `abcde-fghjk`.
 */
export const recoveryCodeFrom = (indexes: readonly number[]): string => {
  if (indexes.length !== RECOVERY_CODE_LENGTH)
    throw new RangeError(`a recovery code has ${RECOVERY_CODE_LENGTH} characters`);
  const characters = indexes.map((index) => {
    const character = RECOVERY_CODE_ALPHABET[index];
    if (character === undefined) throw new RangeError(`no character at ${index}`);
    return character;
  });
  const groups: string[] = [];
  for (let start = 0; start < RECOVERY_CODE_LENGTH; start += RECOVERY_CODE_GROUP_LENGTH)
    groups.push(characters.slice(start, start + RECOVERY_CODE_GROUP_LENGTH).join(''));
  return groups.join('-');
};

export interface WrongRecoveryCode {
  readonly code: 'mfa.recoveryCode.incorrect';
}

const WHOLE_CODE = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/**
 * What the user typed, as the one form its digest is made of: case, spaces and hyphens ignored.
 * Anything that cannot be a code is refused before it is looked up.
 */
export const readRecoveryCode = (typed: string): E.Either<WrongRecoveryCode, string> => {
  const code = typed.toLowerCase().replace(/[\s-]+/g, '');
  return WHOLE_CODE.test(code) ? E.right(code) : E.left({ code: 'mfa.recoveryCode.incorrect' });
};

export type RecoveryCodesLeft = 'none' | 'few' | 'enough';

/** How the page speaks of the codes left: a warning at three or fewer, an alert at none. */
export const recoveryCodesLeft = (left: number): RecoveryCodesLeft =>
  left <= 0 ? 'none' : left <= RECOVERY_CODES_LOW_AT ? 'few' : 'enough';
