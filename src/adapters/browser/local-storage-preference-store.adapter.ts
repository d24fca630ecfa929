import { isDunsNumber, type DunsNumber } from '../../domain/companies/duns-number';
import type { Locale } from '../../domain/locale/locale';
import { supportedLocaleFor } from '../../domain/locale/locale-resolution';
import type { PreferenceStore } from '../../application/ports/preference-store.port';
import {
  readStoredJson,
  removeStored,
  writeStoredJson,
  type KeyValueStorage,
} from './key-value-storage';

/** localStorage keys; each value is JSON (a string). */
export const PREFERENCE_KEYS = {
  languagePreference: 'languagePreference',
  selectedCompany: 'selectedCompany',
  creditSignalMigrationExplained: 'creditSignalMigrationExplained',
} as const;

/**
 * The language preference and selected company in localStorage (spec §4, §9). `mirrorLanguage`
 * hears the stored language at start and on every change (the browser mirrors it in a cookie for
 * the server's pages).
 */
export class LocalStoragePreferenceStore implements PreferenceStore {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly mirrorLanguage: (locale: Locale | undefined) => void = () => undefined,
  ) {
    const stored = this.readLanguagePreference();
    if (stored !== undefined) mirrorLanguage(stored);
  }

  /**
   * Read as every language source is read (docs/decisions/domain-rules.md D-DOM-14): `de-DE` is
   * `de-ch`.
   */
  readLanguagePreference(): Locale | undefined {
    const stored = readStoredJson(this.storage, PREFERENCE_KEYS.languagePreference);
    return typeof stored === 'string' ? supportedLocaleFor(stored) : undefined;
  }

  writeLanguagePreference(locale: Locale): void {
    writeStoredJson(this.storage, PREFERENCE_KEYS.languagePreference, locale);
    this.mirrorLanguage(locale);
  }

  removeLanguagePreference(): void {
    removeStored(this.storage, PREFERENCE_KEYS.languagePreference);
    this.mirrorLanguage(undefined);
  }

  /** Only a string of nine digits is a DUNS number (a number would have lost its leading zeros). */
  readSelectedCompany(): DunsNumber | undefined {
    const stored = readStoredJson(this.storage, PREFERENCE_KEYS.selectedCompany);
    return typeof stored === 'string' && isDunsNumber(stored) ? stored : undefined;
  }

  writeSelectedCompany(dunsNumber: DunsNumber): void {
    writeStoredJson(this.storage, PREFERENCE_KEYS.selectedCompany, dunsNumber);
  }

  removeSelectedCompany(): void {
    removeStored(this.storage, PREFERENCE_KEYS.selectedCompany);
  }

  readCreditSignalMigrationExplained(): boolean {
    return readStoredJson(this.storage, PREFERENCE_KEYS.creditSignalMigrationExplained) === true;
  }

  markCreditSignalMigrationExplained(): void {
    writeStoredJson(this.storage, PREFERENCE_KEYS.creditSignalMigrationExplained, true);
  }
}
