import * as E from 'fp-ts/Either';
import { readTotpCode } from '../../domain/mfa/one-time-codes';
import { readRecoveryCode } from '../../domain/mfa/recovery-codes';
import type { SignInErrorCode } from '../../domain/accounts/sign-in-errors';
import type { SecondFactorProof } from '../ports/identity-provider.port';

/** What the user typed as the second factor, in the shape the domain accepts, or why not. */
export const secondFactorProofOf = (
  using: 'app' | 'recoveryCode',
  typed: string,
): E.Either<SignInErrorCode, SecondFactorProof> => {
  if (using === 'app') {
    const code = readTotpCode(typed);
    return E.isLeft(code) ? E.left(code.left.code) : E.right({ code: code.right });
  }
  const recoveryCode = readRecoveryCode(typed);
  return E.isLeft(recoveryCode)
    ? E.left(recoveryCode.left.code)
    : E.right({ recoveryCode: recoveryCode.right });
};
