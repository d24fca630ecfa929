import { languageOf, type Locale } from './locale';

// Spec §1 "The login widget has texts in English, Czech, German, Hungarian, Polish, Slovenian,
// Swedish, Danish, Norwegian and Finnish; French falls back to English."

export const LOGIN_WIDGET_LANGUAGES = [
  'en',
  'cs',
  'de',
  'hu',
  'pl',
  'sl',
  'sv',
  'da',
  'no',
  'fi',
] as const;

export type LoginWidgetLanguage = (typeof LOGIN_WIDGET_LANGUAGES)[number];

/** The widget's language for a portal locale (Norwegian nn-no is the widget's `no`). */
export const loginWidgetLanguage = (locale: Locale): LoginWidgetLanguage => {
  const language = languageOf(locale) === 'nn' ? 'no' : languageOf(locale);
  return (LOGIN_WIDGET_LANGUAGES as readonly string[]).includes(language)
    ? (language as LoginWidgetLanguage)
    : 'en';
};

/**
 * Whether the widget shows English on a page in another language ("French falls back to
 * English"): the widget is then marked and worded in English while the page around it is not.
 */
export const loginWidgetFallsBackToEnglish = (locale: Locale): boolean =>
  loginWidgetLanguage(locale) === 'en' && languageOf(locale) !== 'en';
