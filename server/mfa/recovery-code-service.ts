import { randomBytes, randomInt } from 'node:crypto';
import * as E from 'fp-ts/Either';
import {
  readRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFrom,
  type WrongRecoveryCode,
} from '../../src/domain/mfa/recovery-codes';
import { epochSeconds, type Clock } from '../clock';
import { slowDigest } from '../identity/password-hashing';
import type { RecoveryCodeRepository } from './recovery-code-repository';

/** A new code, each character drawn uniformly from the alphabet by the system's CSPRNG. */
const drawCode = (): string =>
  recoveryCodeFrom(
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => randomInt(RECOVERY_CODE_ALPHABET.length)),
  );

const digestOf = async (code: string, salt: string): Promise<string> =>
  (await slowDigest(code, Buffer.from(salt, 'base64url'))).toString('base64url');

/**
 * Recovery codes (D-MFA-3): ten shown once when issued, kept only as slow digests under one salt
 * per set, each good once. A new set replaces the old at once.
 */
export class RecoveryCodeService {
  constructor(
    private readonly codes: RecoveryCodeRepository,
    private readonly clock: Clock,
  ) {}

  /** A new set for the user, as the user sees it; the old set stops working. */
  async issue(userId: string): Promise<readonly string[]> {
    const salt = randomBytes(16).toString('base64url');
    const shown = Array.from({ length: RECOVERY_CODE_COUNT }, drawCode);
    const digests = await Promise.all(
      shown.map(async (code) => {
        const read = readRecoveryCode(code);
        if (E.isLeft(read)) throw new Error('a drawn recovery code does not read back');
        return { digest: await digestOf(read.right, salt), salt };
      }),
    );
    await this.codes.replace(userId, digests, epochSeconds(this.clock));
    return shown;
  }

  /** Uses a code the user typed; answers how many are left after it. */
  async use(userId: string, typed: string): Promise<E.Either<WrongRecoveryCode, number>> {
    const code = readRecoveryCode(typed);
    if (E.isLeft(code)) return code;
    const salt = await this.codes.saltOf(userId);
    if (salt === undefined) return E.left({ code: 'mfa.recoveryCode.incorrect' });
    const used = await this.codes.use(
      userId,
      await digestOf(code.right, salt),
      epochSeconds(this.clock),
    );
    if (!used) return E.left({ code: 'mfa.recoveryCode.incorrect' });
    return E.right(await this.codes.left(userId));
  }

  left(userId: string): Promise<number> {
    return this.codes.left(userId);
  }

  /** Forgets the user's codes (their last factor removed, or MFA turned off). */
  removeAll(userId: string): Promise<void> {
    return this.codes.removeAll(userId);
  }
}
