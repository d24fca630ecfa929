import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { createContainer } from './composition-root';
import { PortalApp } from './ui/portal-app';
import { loadCompiledMessages } from './ui/i18n/load-compiled-messages';

const rootElement = document.getElementById('root');
if (rootElement) {
  createRoot(rootElement).render(
    <PortalApp
      container={createContainer(window)}
      locale="en-us"
      loadMessages={loadCompiledMessages}
    />,
  );
}
