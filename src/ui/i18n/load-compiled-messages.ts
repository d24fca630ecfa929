import { DEFAULT_LOCALE, textLocaleFor, type Locale } from '../../domain/locale/locale';
import { loginWidgetFallsBackToEnglish } from '../../domain/locale/login-widget-language';
import type { CompiledMessages } from './portal-intl-provider';

/** Each locale's messages are their own webpack chunk, fetched only when that locale is chosen. */
export const loadCompiledMessages = async (locale: string): Promise<CompiledMessages> => {
  const module = (await import(
    /* webpackChunkName: "messages-[request]" */ `../../../translations/compiled/${locale}.json`
  )) as { default: CompiledMessages };
  return module.default;
};

/** The catalogues a server-rendered page in `locale` shows: its own, and English for the widget. */
export const loadCataloguesShownIn = async (
  locale: Locale,
): Promise<ReadonlyMap<string, CompiledMessages>> => {
  const needed = new Set([textLocaleFor(locale)]);
  if (loginWidgetFallsBackToEnglish(locale)) needed.add(DEFAULT_LOCALE);
  const loaded = await Promise.all(
    [...needed].map(async (each) => [each, await loadCompiledMessages(each)] as const),
  );
  return new Map(loaded);
};
