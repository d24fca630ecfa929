import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
} from '@simplewebauthn/browser';
import * as E from 'fp-ts/Either';
import type {
  PasskeyCredential,
  PasskeyOptions,
  PasskeyPromptFailure,
  Passkeys,
} from '../../application/ports/passkeys.port';
import type { KeyValueStorage } from '../browser/key-value-storage';
import { CreationOptionsCodec, RequestOptionsCodec } from './webauthn-options.codecs';

/** Set once this browser made or used a passkey of the portal (D-MFA-12): no secret, a hint. */
const PASSKEY_USED_HERE = 'portal.passkeyUsedHere';

/** Why a prompt ended without a credential, in the application's words. */
const failureOf = (error: unknown): PasskeyPromptFailure => {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'alreadyAdded';
    if (error.code === 'ERROR_CEREMONY_ABORTED') return 'aborted';
  }
  return error instanceof Error && error.name === 'AbortError' ? 'aborted' : 'cancelled';
};

/**
 * Passkeys through @simplewebauthn/browser, which turns the server's JSON options into
 * navigator.credentials calls and their answers back into JSON, and aborts a waiting prompt when
 * another starts. Options whose shape is wrong end as `cancelled`: the user may try again. The
 * autofill is offered only in a browser that made or used one of the portal's passkeys before,
 * so that the username field of every other browser stays as it was.
 */
export class BrowserPasskeys implements Passkeys {
  readonly supported = browserSupportsWebAuthn();

  constructor(private readonly storage: KeyValueStorage) {}

  autofillSupported(): Promise<boolean> {
    if (!this.supported || this.storage.getItem(PASSKEY_USED_HERE) === null)
      return Promise.resolve(false);
    return browserSupportsWebAuthnAutofill();
  }

  create(options: PasskeyOptions): Promise<E.Either<PasskeyPromptFailure, PasskeyCredential>> {
    const decoded = CreationOptionsCodec.decode(options.json);
    if (E.isLeft(decoded)) return Promise.resolve(E.left('cancelled'));
    return this.prompt(() => startRegistration({ optionsJSON: decoded.right }));
  }

  sign(
    options: PasskeyOptions,
    autofill: boolean,
  ): Promise<E.Either<PasskeyPromptFailure, PasskeyCredential>> {
    const decoded = RequestOptionsCodec.decode(options.json);
    if (E.isLeft(decoded)) return Promise.resolve(E.left('cancelled'));
    return this.prompt(() =>
      startAuthentication({ optionsJSON: decoded.right, useBrowserAutofill: autofill }),
    );
  }

  private async prompt(
    run: () => Promise<PasskeyCredential>,
  ): Promise<E.Either<PasskeyPromptFailure, PasskeyCredential>> {
    try {
      const credential = await run();
      this.storage.setItem(PASSKEY_USED_HERE, '1');
      return E.right(credential);
    } catch (error) {
      return E.left(failureOf(error));
    }
  }

  cancel(): void {
    WebAuthnAbortService.cancelCeremony();
  }
}
