import { randomUUID } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { Secret, TOTP } from 'otpauth';
import {
  acceptTotpStep,
  readTotpCode,
  TOTP_DRIFT_STEPS,
  TOTP_SETTINGS,
  totpStepAt,
  type CodeRefusal,
} from '../../src/domain/mfa/one-time-codes';
import { epochSeconds, type Clock } from '../clock';
import type { MfaFactorRepository, StoredTotp } from './mfa-factor-repository';
import type { MfaSecretBox } from './mfa-secret-box';

/** The name the authenticator app shows the account under. */
export const TOTP_ISSUER = 'Business Portal';

/** What a user adds to their app: the key as text and as the otpauth URI a QR code carries. */
export interface TotpEnrolment {
  readonly factorId: string;
  /** RFC 4648 base32, as apps take it typed. */
  readonly key: string;
  readonly uri: string;
}

const totpFor = (secret: Uint8Array, label: string): TOTP =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.periodSeconds,
    secret: new Secret({ buffer: Uint8Array.from(secret).buffer }),
  });

/**
 * Authenticator apps (RFC 6238, D-MFA-2): enrolment with a new secret, confirmation by a first
 * code, and verification of a code against the user's apps, each step accepted once.
 */
export class TotpAuthenticator {
  constructor(
    private readonly factors: MfaFactorRepository,
    private readonly box: MfaSecretBox,
    private readonly clock: Clock,
  ) {}

  /** A new app for the user, counted once `confirm` accepts a code from it. */
  async enrol(userId: string, email: string, name: string): Promise<TotpEnrolment> {
    const secret = new Secret({ size: 20 });
    const factorId = randomUUID();
    await this.factors.addTotp({
      id: factorId,
      userId,
      name,
      sealedSecret: this.box.seal(userId, new Uint8Array(secret.buffer)),
      createdAt: epochSeconds(this.clock),
    });
    const totp = totpFor(new Uint8Array(secret.buffer), email);
    return { factorId, key: secret.base32, uri: totp.toString() };
  }

  /** Confirms an app being added with its first code. */
  async confirm(
    userId: string,
    factorId: string,
    typed: string,
  ): Promise<E.Either<CodeRefusal, void>> {
    const factor = await this.factors.totp(userId, factorId);
    if (factor === undefined) return E.left({ code: 'mfa.code.incorrect' });
    return this.check([factor], typed);
  }

  /** A code from any of the user's confirmed apps, at sign-in or to prove it is them again. */
  async verify(userId: string, typed: string): Promise<E.Either<CodeRefusal, void>> {
    return this.check(await this.factors.confirmedTotps(userId), typed);
  }

  private async check(
    factors: readonly StoredTotp[],
    typed: string,
  ): Promise<E.Either<CodeRefusal, void>> {
    const code = readTotpCode(typed);
    if (E.isLeft(code)) return code;
    const now = epochSeconds(this.clock);
    let refusal: CodeRefusal = { code: 'mfa.code.incorrect' };
    for (const factor of factors) {
      const secret = await this.box.open(factor.userId, factor.sealedSecret);
      if (secret === undefined) continue;
      const delta = totpFor(secret, factor.userId).validate({
        token: code.right,
        timestamp: now * 1000,
        window: TOTP_DRIFT_STEPS,
      });
      const accepted = acceptTotpStep(
        delta === null ? undefined : totpStepAt(now) + delta,
        factor.lastStep ?? undefined,
      );
      if (E.isLeft(accepted)) {
        if (accepted.left.code === 'mfa.code.used') refusal = accepted.left;
        continue;
      }
      // Another process may have accepted the same step a moment ago: then it is used.
      if (await this.factors.claimTotpStep(factor.id, accepted.right, now))
        return E.right(undefined);
      refusal = { code: 'mfa.code.used' };
    }
    return E.left(refusal);
  }
}
