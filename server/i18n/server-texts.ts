import { IntlMessageFormat } from 'intl-messageformat';
import type mailMessages from '../../translations/source/en-us/server/mail.json';
import type providerPageMessages from '../../translations/source/en-us/server/provider-pages.json';
import type statusPageMessages from '../../translations/source/en-us/status-pages.json';
import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  languageTag,
  textLocaleFor,
  type Locale,
} from '../../src/domain/locale/locale';
import { readCatalogue, type Catalogue } from './message-catalogue';

// What the server says in the user's language (issue 11): mail and the identity provider's pages
// from the server part of the catalogues, and the static page Internet Explorer gets from the
// portal's own status-page texts. en-ie reads en-us's text (spec §1).

export type ServerMessageId =
  keyof typeof mailMessages | keyof typeof providerPageMessages | keyof typeof statusPageMessages;

export type MessageValues = Readonly<Record<string, string | number>>;

/** `cs-cz` → `cs-CZ`, as Intl takes it (the domain's `languageTag`); anything unsupported is en-us. */
export const languageTagOf = (locale: string): string =>
  languageTag(isSupportedLocale(locale) ? locale : DEFAULT_LOCALE);

const catalogues = new Map<Locale, Catalogue>();
const formats = new Map<string, IntlMessageFormat>();

const catalogueFor = (textLocale: Locale): Catalogue => {
  let catalogue = catalogues.get(textLocale);
  if (catalogue === undefined) {
    catalogue = { ...readCatalogue(textLocale, 'portal'), ...readCatalogue(textLocale, 'server') };
    catalogues.set(textLocale, catalogue);
  }
  return catalogue;
};

/**
 * One message in `locale` (any supported locale; anything else is en-us), formatted with ICU
 * plurals of that language. A message missing from a locale falls back to en-us's, though the
 * completeness gate in `npm test` keeps that from happening.
 */
export const serverText = (
  locale: string,
  id: ServerMessageId,
  values: MessageValues = {},
): string => {
  const textLocale = textLocaleFor(isSupportedLocale(locale) ? locale : DEFAULT_LOCALE);
  const own = catalogueFor(textLocale)[id];
  const [source, formatLocale] =
    own === undefined
      ? [catalogueFor(DEFAULT_LOCALE)[id] ?? id, DEFAULT_LOCALE]
      : [own, textLocale];
  const key = `${formatLocale}\u0000${id}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new IntlMessageFormat(source, languageTagOf(formatLocale));
    formats.set(key, format);
  }
  const text = format.format(values);
  return typeof text === 'string' ? text : String(text);
};
