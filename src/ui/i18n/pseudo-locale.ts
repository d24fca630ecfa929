/**
 * Text in another catalogue than the resolved locale's, for the whole page: the development
 * pseudo-locale (docs/decisions/pseudo-locale.md D-PSEUDO-1). Not a locale of the domain: spec §1's
 * 23 locales, the switcher and the stored language know nothing of it.
 */
export interface TextOverride {
  /** The catalogue chunk to load (`messages-<id>`). */
  readonly messagesLocale: string;
  /** The page's `<html lang>` and react-intl's locale. */
  readonly languageTag: string;
}

/** en-xa: en-us accented, 40 % longer, each message in ⟦…⟧ (scripts/pseudo-localize.ts). */
export const PSEUDO_LOCALE: TextOverride = { messagesLocale: 'en-xa', languageTag: 'en-XA' };
