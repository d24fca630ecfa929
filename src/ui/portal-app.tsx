import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { Container } from 'inversify';
import { ContainerProvider } from './di/injection';
import { PortalIntlProvider, type MessagesLoader } from './i18n/portal-intl-provider';
import { AppRoutes } from './routing/app-routes';
import { GlobalStyle } from './theme/global-style';

export const PortalApp = ({
  container,
  locale,
  loadMessages,
}: {
  container: Container;
  locale: string;
  loadMessages: MessagesLoader;
}) => (
  <StrictMode>
    <GlobalStyle />
    <ContainerProvider container={container}>
      <PortalIntlProvider locale={locale} loadMessages={loadMessages}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PortalIntlProvider>
    </ContainerProvider>
  </StrictMode>
);
