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
