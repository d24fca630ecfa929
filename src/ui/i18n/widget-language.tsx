import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { sharedIntl } from './shared-intl';
import { languageTag, type Locale } from '../../domain/locale/locale';
import { loginWidgetFallsBackToEnglish } from '../../domain/locale/login-widget-language';
import { useActiveLocale } from './active-locale';
import type { CompiledMessages, MessagesLoader, PreloadedMessages } from './portal-intl-provider';

/** The loader of the locale chunks, for a part of a page shown in another language. */
export const MessagesLoaderContext = createContext<MessagesLoader | undefined>(undefined);

/** The catalogues at hand without a load (portal-intl-provider.tsx). */
export const PreloadedMessagesContext = createContext<PreloadedMessages>(() => undefined);

const ENGLISH: Locale = 'en-us';

/**
 * The login widget's language (spec §1): it has texts in English, Czech, German, Hungarian, Polish,
 * Slovenian, Swedish, Danish, Norwegian and Finnish; French falls back to English. So on a French
 * page the widget is in English (marked lang="en-US"), while the page around it stays French.
 */
export const InLoginWidgetLanguage = ({ children }: { children: ReactNode }) => {
  const { locale } = useActiveLocale();
  const loadMessages = useContext(MessagesLoaderContext);
  const preloaded = useContext(PreloadedMessagesContext);
  const fallsBack = loginWidgetFallsBackToEnglish(locale);
  // undefined while loading; null when the English chunk did not arrive.
  const [english, setEnglish] = useState<CompiledMessages | null | undefined>(() =>
    preloaded(ENGLISH),
  );

  useEffect(() => {
    if (!fallsBack || loadMessages === undefined || english !== undefined) return;
    let current = true;
    loadMessages(ENGLISH).then(
      (messages) => {
        if (current) setEnglish(messages);
      },
      // Without the English chunk the widget stays in the page's language: still usable.
      () => {
        if (current) setEnglish(null);
      },
    );
    return () => {
      current = false;
    };
  }, [fallsBack, loadMessages, english]);

  if (!fallsBack || loadMessages === undefined || english === null) return <>{children}</>;
  // A moment with no widget rather than a flash of it in the page's language.
  if (english === undefined) return null;
  return (
    <RawIntlProvider value={sharedIntl(languageTag(ENGLISH), english)}>
      <div lang={languageTag(ENGLISH)}>{children}</div>
    </RawIntlProvider>
  );
};
