import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { LocaleSelection } from './application/locale/locale-selection';
import { createContainer, pseudoLocaleChosenIn } from './composition-root';
import { languageTag } from './domain/locale/locale';
import { PortalApp } from './ui/portal-app';
import { loadCompiledMessages } from './ui/i18n/load-compiled-messages';
import { PSEUDO_LOCALE } from './ui/i18n/pseudo-locale';

const rootElement = document.getElementById('root');
if (rootElement) {
  const container = createContainer(window);
  const queryLang = new URLSearchParams(window.location.search).get('lang');
  // A development override of the language's text, when the server offers it (D-PSEUDO-1).
  const textOverride = pseudoLocaleChosenIn(window, PSEUDO_LOCALE.messagesLocale)
    ? PSEUDO_LOCALE
    : undefined;
  // Spec §9: the lang parameter, the stored language, the browser's languages, then en-us. The
  // pseudo-locale's `lang` is not a language to resolve or remember (en-xa would become en-us).
  const locale = container
    .get(LocaleSelection)
    .atStartup(
      textOverride !== undefined && queryLang === PSEUDO_LOCALE.messagesLocale ? null : queryLang,
      navigator.languages,
    );
  // The page's language from the first paint; the provider keeps it in step afterwards.
  document.documentElement.lang = textOverride?.languageTag ?? languageTag(locale);
  createRoot(rootElement).render(
    <PortalApp
      container={container}
      locale={locale}
      loadMessages={loadCompiledMessages}
      textOverride={textOverride}
    />,
  );
}
