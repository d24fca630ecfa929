import { StrictMode, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Container } from 'inversify';
import { ContainerProvider } from './di/injection';
import { PortalIntlProvider, type MessagesLoader } from './i18n/portal-intl-provider';
import { portalRoutes } from './routing/portal-routes';
import { GlobalStyle } from './theme/global-style';

export const PortalApp = ({
  container,
  locale,
  loadMessages,
}: {
  container: Container;
  locale: string;
  loadMessages: MessagesLoader;
}) => {
  const [router] = useState(() => createBrowserRouter(portalRoutes()));
  return (
    <StrictMode>
      <GlobalStyle />
      <ContainerProvider container={container}>
        <PortalIntlProvider locale={locale} loadMessages={loadMessages}>
          <RouterProvider router={router} />
        </PortalIntlProvider>
      </ContainerProvider>
    </StrictMode>
  );
};
