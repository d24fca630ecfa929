import { StrictMode, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Container } from 'inversify';
import { ContainerProvider } from './di/injection';
import {
  PortalIntlProvider,
  type MessagesLoader,
  type PreloadedMessages,
} from './i18n/portal-intl-provider';
import { useReloadOnBackNavigation } from './routing/reload-on-back-navigation';
import { GlobalStyle } from './theme/global-style';
import type { Locale } from '../domain/locale/locale';
import { LocaleSelection } from '../application/locale/locale-selection.use-case';
import { ActiveLocaleContext } from './i18n/active-locale';
import type { TextOverride } from './i18n/pseudo-locale';

export interface PortalShellProps {
  readonly container: Container;
  readonly locale: Locale;
  readonly loadMessages: MessagesLoader;
  /** The catalogues at hand at once: a server-rendered page's, so hydration needs no load. */
  readonly preloaded?: PreloadedMessages | undefined;
  /** The development pseudo-locale's text instead of the active locale's (D-PSEUDO-1). */
  readonly textOverride?: TextOverride | undefined;
}

/**
 * Everything around the router: the same on the server (src/server-render.tsx) and in the
 * browser, so that the browser hydrates the very tree the server rendered.
 */
export const PortalShell = ({
  container,
  locale,
  loadMessages,
  preloaded,
  textOverride,
  children,
}: PortalShellProps & { readonly children: ReactNode }) => {
  const [active, setActive] = useState(locale);
  const activeLocale = useMemo(
    () => ({
      locale: active,
      choose: (chosen: Locale) => {
        container.get(LocaleSelection).choose(chosen);
        setActive(chosen);
      },
    }),
    [active, container],
  );
  return (
    <StrictMode>
      <GlobalStyle />
      <ContainerProvider container={container}>
        <ActiveLocaleContext.Provider value={activeLocale}>
          <PortalIntlProvider
            locale={active}
            loadMessages={loadMessages}
            preloaded={preloaded}
            textOverride={textOverride}
          >
            {children}
          </PortalIntlProvider>
        </ActiveLocaleContext.Provider>
      </ContainerProvider>
    </StrictMode>
  );
};

/** The portal in the browser: the shell around the browser's router. */
export const PortalApp = ({
  router,
  onMounted,
  ...shell
}: PortalShellProps & {
  readonly router: ReturnType<typeof createBrowserRouter>;
  /** Once the first render is on the page (hydrated, for a page the server rendered). */
  readonly onMounted?: () => void;
}) => {
  useReloadOnBackNavigation(router);
  const mounted = useRef(onMounted);
  useEffect(() => mounted.current?.(), []);
  return (
    <PortalShell {...shell}>
      <RouterProvider router={router} />
    </PortalShell>
  );
};
