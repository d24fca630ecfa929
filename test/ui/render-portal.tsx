import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { Container } from 'inversify';
import { ContainerProvider } from '../../src/ui/di/injection';
import { portalRoutes } from '../../src/ui/routing/portal-routes';

/** The English source messages, as the build compiles them (scripts/compile-translations.ts). */
export const englishMessages = (): Record<string, string> => {
  const dir = path.resolve(__dirname, '../../translations/source/en-us');
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map(
        (file) =>
          JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>,
      ),
  ) as Record<string, string>;
};

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
