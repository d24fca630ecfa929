/**
 * The second part of starting the page (src/main.tsx): the React pages, their routes and their
 * text, evaluated in a task of their own after the core part.
 */
export { startTransition, createElement } from 'react';
export { createBrowserRouter } from 'react-router-dom';
export { PortalApp } from './ui/portal-app';
export { loadCataloguesShownIn, loadCompiledMessages } from './ui/i18n/load-compiled-messages';
export { PSEUDO_LOCALE } from './ui/i18n/pseudo-locale';
export { portalRoutes } from './ui/routing/portal-routes';
export { resolveLazyMatches } from './ui/routing/lazy-matches';
export { SERVER_RENDERED_LOCALE } from './ui/server-rendered';
