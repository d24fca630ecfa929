import { digestOf } from './secret-tokens';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { UsedIdTokenRepository } from './used-id-token-repository';
import { epochSeconds, type Clock } from '../clock';

export type IdTokenVerification =
  | { readonly valid: true; readonly subject: string }
  | { readonly valid: false; readonly reason: 'invalid' | 'replayed' };

export interface IdTokenVerifierOptions {
  readonly issuer: string;
  readonly audience: string;
  readonly maxAgeSeconds: number;
}

const INVALID: IdTokenVerification = { valid: false, reason: 'invalid' };

/**
 * Verifies the id token the portal posts to oktaLogin (docs/team-decisions.md "Id token at the
 * backend"): signature against the provider's JWKS, issuer, audience, expiry, issued within the
 * last `maxAgeSeconds`, and never seen before.
 */
export class IdTokenVerifier {
  private readonly keys: ReturnType<typeof createLocalJWKSet>;

  constructor(
    jwks: JSONWebKeySet,
    private readonly usedTokens: UsedIdTokenRepository,
    private readonly clock: Clock,
    private readonly options: IdTokenVerifierOptions,
  ) {
    this.keys = createLocalJWKSet(jwks);
  }

  async verify(idToken: string): Promise<IdTokenVerification> {
    let subject: string;
    let expiresAt: number;
    try {
      const { payload } = await jwtVerify(idToken, this.keys, {
        issuer: this.options.issuer,
        audience: this.options.audience,
        maxTokenAge: this.options.maxAgeSeconds,
        requiredClaims: ['sub', 'iat', 'exp'],
        currentDate: this.clock.now(),
        algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      });
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
