import type { DunsNumber } from '../../domain/companies/duns-number';
import type { Locale } from '../../domain/locale/locale';

/**
 * What the portal remembers in the browser between visits (spec §9 "Preferences and selected
 * company are kept in local browser storage"; §4 "The selected company is kept in local storage
 * and removed when no companies exist").
 *
 * Reads never fail: a missing, corrupt or unreadable value is "nothing stored" (undefined).
 * Writes and removals are best-effort: when the browser refuses storage the portal keeps working
 * and only forgets the choice at the next visit.
 */
export interface PreferenceStore {
  readLanguagePreference(): Locale | undefined;
  writeLanguagePreference(locale: Locale): void;
  removeLanguagePreference(): void;
  readSelectedCompany(): DunsNumber | undefined;
  writeSelectedCompany(dunsNumber: DunsNumber): void;
  removeSelectedCompany(): void;
  /** The CreditSignal migration has been explained in this browser (D-DASH-8). */
  readCreditSignalMigrationExplained(): boolean;
  markCreditSignalMigrationExplained(): void;
}
