import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import * as E from 'fp-ts/Either';
import { epochSeconds, type Clock } from '../clock';
import type { ProviderRecordRepository } from '../identity/provider-record-repository';
import type { MfaFactorRepository, StoredPasskey } from './mfa-factor-repository';
import { TOTP_ISSUER } from './totp-authenticator';

/** How long the browser's prompt may stay open, and its challenge be answered. */
export const PASSKEY_CEREMONY_SECONDS = 5 * 60;

/** Where passkeys are made and used: the portal's host name and origin (PUBLIC_URL). */
export interface RelyingParty {
  readonly id: string;
  readonly name: string;
  readonly origin: string;
}

export const relyingPartyOf = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: TOTP_ISSUER, origin: url.origin };
};

export type PasskeyRefusal =
  /** No ceremony was started, or it is older than PASSKEY_CEREMONY_SECONDS, or was answered. */
  | { readonly code: 'mfa.passkey.expired' }
  /** The browser's answer does not verify: another origin, challenge or key, or a forged one. */
  | { readonly code: 'mfa.passkey.refused' }
  /** A passkey this portal does not know (removed from the account, or never added). */
  | { readonly code: 'mfa.passkey.unknown' };

export interface PasskeyUse {
  readonly userId: string;
  /** Whether the device checked it is its owner (a PIN, a fingerprint): RFC 8176 "user". */
  readonly userVerified: boolean;
}

const REGISTRATION = 'PasskeyRegistration';
const SIGN_IN = 'PasskeySignIn';

const TRANSPORTS: readonly AuthenticatorTransport[] = ['ble', 'hybrid', 'internal', 'nfc', 'usb'];
const transportsOf = (stored: readonly string[]): AuthenticatorTransport[] =>
  TRANSPORTS.filter((transport) => stored.includes(transport));

const descriptorOf = (passkey: StoredPasskey) => ({
  id: passkey.credentialId,
  transports: transportsOf(passkey.transports),
});

/** The WebAuthn user handle of an account: its id's bytes, never the e-mail address. */
const userHandleOf = (userId: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(userId, 'utf8'));

interface Pending {
  readonly challenge: string;
  readonly userId: string | null;
  readonly name?: string;
}

const pendingOf = (payload: string): Pending | undefined => {
  const parsed: unknown = JSON.parse(payload);
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const challenge: unknown = Reflect.get(parsed, 'challenge');
  const userId: unknown = Reflect.get(parsed, 'userId');
  const name: unknown = Reflect.get(parsed, 'name');
  if (typeof challenge !== 'string' || (typeof userId !== 'string' && userId !== null))
    return undefined;
  return typeof name === 'string' ? { challenge, userId, name } : { challenge, userId };
};

/**
 * Passkeys (issue 28, D-MFA-12) through @simplewebauthn/server: a new passkey for a user, and a
 * passkey's signature at sign-in. Each ceremony's challenge is kept in the provider's shared
 * records, so the browser may answer through any process, and is answered at most once.
 */
export class PasskeyAuthenticator {
  constructor(
    private readonly factors: MfaFactorRepository,
    private readonly records: ProviderRecordRepository,
    private readonly party: RelyingParty,
    private readonly clock: Clock,
  ) {}

  /** Starts adding a passkey named `name`: what the browser's navigator.credentials.create takes. */
  async startRegistration(
    user: { readonly id: string; readonly email: string },
    name: string,
  ): Promise<{
    readonly registrationId: string;
    readonly options: PublicKeyCredentialCreationOptionsJSON;
  }> {
    const options = await generateRegistrationOptions({
      rpName: this.party.name,
      rpID: this.party.id,
      userName: user.email,
      userDisplayName: user.email,
      userID: userHandleOf(user.id),
      attestationType: 'none',
      // The browser refuses a second passkey for the account on the same authenticator.
      excludeCredentials: (await this.factors.passkeysOf(user.id)).map(descriptorOf),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: PASSKEY_CEREMONY_SECONDS * 1000,
    });
    const registrationId = randomUUID();
    await this.remember(REGISTRATION, registrationId, {
      challenge: options.challenge,
      userId: user.id,
      name,
    });
    return { registrationId, options };
  }

  /** Checks the browser's new credential and stores it as the user's passkey. */
  async finishRegistration(
    userId: string,
    registrationId: string,
    response: RegistrationResponseJSON,
  ): Promise<E.Either<PasskeyRefusal, { readonly factorId: string }>> {
    const pending = await this.take(REGISTRATION, registrationId);
    if (pending?.userId !== userId || pending.name === undefined)
      return E.left({ code: 'mfa.passkey.expired' });
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: pending.challenge,
      expectedOrigin: this.party.origin,
      expectedRPID: this.party.id,
      requireUserVerification: false,
    }).catch(() => undefined);
    if (verified?.verified !== true) return E.left({ code: 'mfa.passkey.refused' });
    const { credential } = verified.registrationInfo;
    if ((await this.factors.passkey(credential.id)) !== undefined)
      return E.left({ code: 'mfa.passkey.refused' });
    const factorId = randomUUID();
    await this.factors.addPasskey({
      id: factorId,
      userId,
      name: pending.name,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      signCount: credential.counter,
      transports: credential.transports ?? [],
      createdAt: epochSeconds(this.clock),
    });
    return E.right({ factorId });
  }

  /**
   * A challenge for `userId`'s passkeys after their password, or as a proof (user verification
   * preferred); undefined when they have none. A new one replaces the last under `ceremonyId`.
   */
  async startSignIn(
    ceremonyId: string,
    userId: string,
  ): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
    const allowed = (await this.factors.passkeysOf(userId)).map(descriptorOf);
    return allowed.length === 0 ? undefined : this.challenge(ceremonyId, userId, allowed);
  }

  /**
   * A challenge any passkey of this portal the browser holds may sign: user verification required,
   * as the passkey is then both factors.
   */
  startDiscoverableSignIn(interactionUid: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.challenge(interactionUid, null, []);
  }

  private async challenge(
    ceremonyId: string,
    userId: string | null,
    allowCredentials: ReturnType<typeof descriptorOf>[],
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({
      rpID: this.party.id,
      allowCredentials,
      userVerification: userId === null ? 'required' : 'preferred',
      timeout: PASSKEY_CEREMONY_SECONDS * 1000,
    });
    await this.remember(SIGN_IN, ceremonyId, { challenge: options.challenge, userId });
    return options;
  }

  /** Checks the browser's signature against the interaction's challenge, once. */
  async finishSignIn(
    interactionUid: string,
    userId: string | null,
    response: AuthenticationResponseJSON,
  ): Promise<E.Either<PasskeyRefusal, PasskeyUse>> {
    const pending = await this.take(SIGN_IN, interactionUid);
    if (pending === undefined || pending.userId !== userId)
      return E.left({ code: 'mfa.passkey.expired' });
    const passkey = await this.factors.passkey(response.id);
    if (passkey === undefined || (userId !== null && passkey.userId !== userId))
      return E.left({ code: 'mfa.passkey.unknown' });
    const handle = response.response.userHandle;
    if (
      handle !== undefined &&
      handle !== Buffer.from(userHandleOf(passkey.userId)).toString('base64url')
    )
      return E.left({ code: 'mfa.passkey.refused' });
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: pending.challenge,
      expectedOrigin: this.party.origin,
      expectedRPID: this.party.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.signCount,
        transports: transportsOf(passkey.transports),
      },
      requireUserVerification: userId === null,
    }).catch(() => undefined);
    if (verified?.verified !== true) return E.left({ code: 'mfa.passkey.refused' });
    const { newCounter, userVerified } = verified.authenticationInfo;
    await this.factors.recordPasskeyUse(passkey.credentialId, newCounter, epochSeconds(this.clock));
    return E.right({ userId: passkey.userId, userVerified });
  }

  private async remember(model: string, id: string, pending: Pending): Promise<void> {
    await this.records.save({
      model,
      id,
      payload: JSON.stringify(pending),
      grantId: null,
      userCode: null,
      uid: null,
      accountId: pending.userId,
      expiresAt: epochSeconds(this.clock) + PASSKEY_CEREMONY_SECONDS,
    });
  }

  /** The pending ceremony, removed so that no answer is taken twice. */
  private async take(model: string, id: string): Promise<Pending | undefined> {
    const found = await this.records.find(model, 'id', id);
    if (found === undefined) return undefined;
    await this.records.destroy(model, id);
    return pendingOf(found.payload);
  }
}
