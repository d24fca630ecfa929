import { StrictMode, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Container } from 'inversify';
import { ContainerProvider } from './di/injection';
import { PortalIntlProvider, type MessagesLoader } from './i18n/portal-intl-provider';
import { portalRoutes } from './routing/portal-routes';
import { useReloadOnBackNavigation } from './routing/reload-on-back-navigation';
import { GlobalStyle } from './theme/global-style';
import type { Locale } from '../domain/locale/locale';
import { LocaleSelection } from '../application/locale/locale-selection';
import { ActiveLocaleContext } from './i18n/active-locale';
import type { TextOverride } from './i18n/pseudo-locale';

export const PortalApp = ({
  container,
  locale,
  loadMessages,
  textOverride,
}: {
  container: Container;
  locale: Locale;
  loadMessages: MessagesLoader;
  /** The development pseudo-locale's text instead of the active locale's (D-PSEUDO-1). */
  textOverride?: TextOverride | undefined;
}) => {
  const [router] = useState(() => createBrowserRouter(portalRoutes()));
  useReloadOnBackNavigation(router);
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
            textOverride={textOverride}
          >
            <RouterProvider router={router} />
          </PortalIntlProvider>
        </ActiveLocaleContext.Provider>
      </ContainerProvider>
    </StrictMode>
  );
};
