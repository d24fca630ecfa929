import { digestOf } from './secret-tokens';
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import type { UsedIdTokenRepository } from './used-id-token-repository';
import { epochSeconds, type Clock } from '../clock';

export type IdTokenVerification =
  | { readonly valid: true; readonly subject: string }
  | { readonly valid: false; readonly reason: 'invalid' | 'replayed' };

export interface IdTokenVerifierOptions {
  readonly issuer: string;
  readonly audience: string;
  readonly maxAgeSeconds: number;
  /**
   * The provider's public keys as stored now: read again when a token names a key this process
   * does not know, since another process may have started with a newer key (D-STORE-6).
   */
  readonly reloadKeys?: () => Promise<JSONWebKeySet>;
}

/** Unknown keys are looked up at most this often, so forged key ids cannot flood the database. */
export const KEY_RELOAD_INTERVAL_SECONDS = 10;

const INVALID: IdTokenVerification = { valid: false, reason: 'invalid' };

/**
 * Verifies the id token the portal posts to oktaLogin (docs/team-decisions.md "Id token at the
 * backend"): signature against the provider's JWKS, issuer, audience, expiry, issued within the
 * last `maxAgeSeconds`, and never seen before.
 */
export class IdTokenVerifier {
  private keys: ReturnType<typeof createLocalJWKSet>;
  private lastReload = Number.NEGATIVE_INFINITY;

  constructor(
    jwks: JSONWebKeySet,
    private readonly usedTokens: UsedIdTokenRepository,
    private readonly clock: Clock,
    private readonly options: IdTokenVerifierOptions,
  ) {
    this.keys = createLocalJWKSet(jwks);
  }

  private check(idToken: string) {
    return jwtVerify(idToken, this.keys, {
      issuer: this.options.issuer,
      audience: this.options.audience,
      maxTokenAge: this.options.maxAgeSeconds,
      requiredClaims: ['sub', 'iat', 'exp'],
      currentDate: this.clock.now(),
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
    });
  }

  /** `check`, once more with the stored keys when the token's key is not among this process's. */
  private async checked(idToken: string) {
    try {
      return await this.check(idToken);
    } catch (error) {
      const now = epochSeconds(this.clock);
      const reload = this.options.reloadKeys;
      if (
        !(error instanceof errors.JWKSNoMatchingKey) ||
        reload === undefined ||
        now - this.lastReload < KEY_RELOAD_INTERVAL_SECONDS
      )
        throw error;
      this.lastReload = now;
      this.keys = createLocalJWKSet(await reload());
      return this.check(idToken);
    }
  }

  async verify(idToken: string): Promise<IdTokenVerification> {
    let subject: string;
    let expiresAt: number;
    try {
      const { payload } = await this.checked(idToken);
      // jose made both claims required and checked that exp is a number; sub it does not check.
      if (typeof payload.sub !== 'string' || payload.exp === undefined) return INVALID;
      subject = payload.sub;
      expiresAt = payload.exp;
    } catch {
      return INVALID;
    }
    const firstUse = await this.usedTokens.recordFirstUse(
      digestOf(idToken),
      expiresAt,
      epochSeconds(this.clock),
    );
    return firstUse ? { valid: true, subject } : { valid: false, reason: 'replayed' };
  }
}
