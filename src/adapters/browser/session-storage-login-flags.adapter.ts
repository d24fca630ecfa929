import type { LoginFlags } from '../../application/ports/login-flags.port';
import { readStoredJson, writeStoredJson, type KeyValueStorage } from './key-value-storage';

/** sessionStorage key of the login response's owl error flag; the value is JSON (a boolean). */
export const OWL_ERROR_KEY = 'owlError';

/** The login flags in sessionStorage: they last as long as the browser session that signed in. */
export class SessionStorageLoginFlags implements LoginFlags {
  constructor(private readonly storage: KeyValueStorage) {}

  readOwlError(): boolean | string | undefined {
    const stored = readStoredJson(this.storage, OWL_ERROR_KEY);
    return typeof stored === 'boolean' || typeof stored === 'string' ? stored : undefined;
  }

  writeOwlError(owlError: boolean): void {
    writeStoredJson(this.storage, OWL_ERROR_KEY, owlError);
  }
}
