import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();
const u16 = (value: number): Buffer => Buffer.from([value >> 8, value & 0xff]);
const u32 = (value: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

// WebAuthn §6.1 authenticator data flags.
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

interface Credential {
  readonly privateKey: KeyObject;
  readonly userHandle: string;
  counter: number;
}

/**
 * A passkey authenticator in software (ES256, "none" attestation, discoverable credentials), so
 * that the server's ceremonies are tested with real signatures and no browser: what Chromium's
 * virtual authenticator does for the journeys.
 */
export class SoftwareAuthenticator {
  private readonly credentials = new Map<string, Credential>();

  constructor(
    private readonly origin: string,
    private readonly verifiesUser = true,
  ) {}

  private flags(extra = 0): number {
    return USER_PRESENT | (this.verifiesUser ? USER_VERIFIED : 0) | extra;
  }

  create(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]);
    const credentialId = randomBytes(16);
    const authData = Buffer.concat([
      sha256(options.rp.id ?? new URL(this.origin).hostname),
      Buffer.from([this.flags(ATTESTED_CREDENTIAL)]),
      u32(0),
      Buffer.alloc(16), // AAGUID
      u16(credentialId.length),
      credentialId,
      isoCBOR.encode(coseKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const id = b64url(credentialId);
    this.credentials.set(id, { privateKey, userHandle: options.user.id, counter: 0 });
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** Signs the challenge with the first allowed credential, or `credentialId`, or any it holds. */
  get(
    options: PublicKeyCredentialRequestOptionsJSON,
    credentialId?: string,
  ): AuthenticationResponseJSON {
    const allowed = (options.allowCredentials ?? []).map((descriptor) => descriptor.id);
    const id =
      credentialId ??
      allowed.find((candidate) => this.credentials.has(candidate)) ??
      [...this.credentials.keys()][0];
    const credential = id === undefined ? undefined : this.credentials.get(id);
    if (id === undefined || credential === undefined) throw new Error('no credential to sign with');
    credential.counter += 1;
    const authData = Buffer.concat([
      sha256(options.rpId ?? new URL(this.origin).hostname),
      Buffer.from([this.flags()]),
      u32(credential.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      credential.privateKey,
    );
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
    };
  }

  private clientData(type: string, challenge: string): string {
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin: this.origin })));
  }
}
