import { openWith, sealWith } from '../keys/sealed-box';
import type { MfaKeys } from '../keys/server-keys';

/** Binds a box to its purpose and its user: a secret copied to another account never opens. */
const associatedData = (userId: string): Buffer =>
  Buffer.from(`business-portal:totp-secret:v1:${userId}`);

/**
 * Authenticator secrets sealed under the server's MFA key (D-MFA-7), as `<key id>.<box>`. A box
 * sealed under a key this process has not loaded (another process started after a rotation) makes
 * it load the keys again once.
 */
export class MfaSecretBox {
  constructor(
    private keys: MfaKeys,
    private readonly reload: () => Promise<MfaKeys>,
  ) {}

  seal(userId: string, secret: Uint8Array): string {
    const key = this.keys.keys.get(this.keys.current);
    if (key === undefined) throw new Error('the current MFA key is missing');
    const box = sealWith(key, Buffer.from(secret), associatedData(userId));
    return `${this.keys.current}.${box.toString('base64url')}`;
  }

  async open(userId: string, sealed: string): Promise<Uint8Array | undefined> {
    const dot = sealed.indexOf('.');
    if (dot <= 0) return undefined;
    const keyId = sealed.slice(0, dot);
    if (!this.keys.keys.has(keyId)) this.keys = await this.reload();
    const key = this.keys.keys.get(keyId);
    if (key === undefined) return undefined;
    return openWith(key, Buffer.from(sealed.slice(dot + 1), 'base64url'), associatedData(userId));
  }
}
