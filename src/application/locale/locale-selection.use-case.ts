import { inject, injectable } from 'inversify';
import type { Locale } from '../../domain/locale/locale';
import { resolveLocale, supportedLocaleFor } from '../../domain/locale/locale-resolution';
import { TOKENS } from '../app.tokens';
import type { PreferenceStore } from '../ports/preference-store.port';

/**
 * The portal's language (spec §9): at start the `lang` query parameter, then the stored language,
 * then the browser's languages, then en-us; a supported `lang` given once, a choice in the language
 * switcher and the signed-in user's language preference become the stored language.
 */
@injectable()
export class LocaleSelection {
  constructor(@inject(TOKENS.PreferenceStore) private readonly preferences: PreferenceStore) {}

  /** The language the portal starts in. */
  atStartup(queryLang: string | null, browserLanguages: readonly string[]): Locale {
    const asked = supportedLocaleFor(queryLang);
    if (asked !== undefined) this.preferences.writeLanguagePreference(asked);
    return resolveLocale({
      queryLang,
      storedLanguage: this.preferences.readLanguagePreference(),
      browserLanguages,
    });
  }

  /** The user chose a language (the switcher, or a preference read after sign-in). */
  choose(locale: Locale): void {
    this.preferences.writeLanguagePreference(locale);
  }
}
