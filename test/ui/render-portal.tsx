import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { Container } from 'inversify';
import { ContainerProvider } from '../../src/ui/di/injection';
import { portalRoutes } from '../../src/ui/routing/portal-routes';
import { readCatalogue } from '../../scripts/translation-catalogue';

/** The English source messages, as the build merges them (scripts/translation-catalogue.ts). */
export const englishMessages = (): Record<string, string> => readCatalogue('en-us');

/**
 * Renders `url` through the portal's own route table (lazy pages, layouts, titles, error pages)
 * in a memory router, with a real container holding whatever fakes the test bound, in English.
 */
export const renderRoute = (container: Container, url: InitialEntry) =>
  render(
    <ContainerProvider container={container}>
      <IntlProvider
        locale="en-us"
        messages={englishMessages()}
        onError={(error) => {
          throw error;
        }}
      >
        <RouterProvider router={createMemoryRouter(portalRoutes(), { initialEntries: [url] })} />
      </IntlProvider>
    </ContainerProvider>,
  );
