import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { LocaleSelection } from './application/locale/locale-selection';
import { createContainer } from './composition-root';
import { languageTag } from './domain/locale/locale';
import { PortalApp } from './ui/portal-app';
import { loadCompiledMessages } from './ui/i18n/load-compiled-messages';

const rootElement = document.getElementById('root');
if (rootElement) {
  const container = createContainer(window);
  // Spec §9: the lang parameter, the stored language, the browser's languages, then en-us.
  const locale = container
    .get(LocaleSelection)
    .atStartup(new URLSearchParams(window.location.search).get('lang'), navigator.languages);
  // The page's language from the first paint; the provider keeps it in step afterwards.
  document.documentElement.lang = languageTag(locale);
  createRoot(rootElement).render(
    <PortalApp container={container} locale={locale} loadMessages={loadCompiledMessages} />,
  );
}
