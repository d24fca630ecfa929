import { StrictMode, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Container } from 'inversify';
import { ContainerProvider } from './di/injection';
import { PortalIntlProvider, type MessagesLoader } from './i18n/portal-intl-provider';
import { portalRoutes } from './routing/portal-routes';
import { GlobalStyle } from './theme/global-style';
import type { Locale } from '../domain/locale/locale';
import { LocaleSelection } from '../application/locale/locale-selection';
import { ActiveLocaleContext } from './i18n/active-locale';

export const PortalApp = ({
  container,
  locale,
  loadMessages,
}: {
  container: Container;
  locale: Locale;
  loadMessages: MessagesLoader;
}) => {
  const [router] = useState(() => createBrowserRouter(portalRoutes()));
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
          <PortalIntlProvider locale={active} loadMessages={loadMessages}>
            <RouterProvider router={router} />
          </PortalIntlProvider>
        </ActiveLocaleContext.Provider>
      </ContainerProvider>
    </StrictMode>
  );
};
