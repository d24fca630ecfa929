import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { CompiledMessages } from './portal-intl-provider';

/**
 * One `intl` per language and catalogue, with one formatter cache for all: every server render and
 * every provider in the browser would otherwise build its own and compile each message's
 * formatter again (a fifth of the server's time for `/login`, docs/benchmarks.md).
 */
const cache = createIntlCache();
const known = new WeakMap<CompiledMessages, Map<string, IntlShape>>();

export const sharedIntl = (
  locale: string,
  messages: CompiledMessages,
  defaultLocale?: string,
): IntlShape => {
  const forMessages = known.get(messages) ?? new Map<string, IntlShape>();
  known.set(messages, forMessages);
  const key = `${locale} ${defaultLocale ?? ''}`;
  const intl =
    forMessages.get(key) ??
    createIntl(
      { locale, messages, ...(defaultLocale === undefined ? {} : { defaultLocale }) },
      cache,
    );
  forMessages.set(key, intl);
  return intl;
};
