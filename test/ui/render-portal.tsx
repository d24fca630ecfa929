import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Container } from 'inversify';
import { ContainerProvider } from '../../src/ui/di/injection';

/** The English source messages, as the build compiles them (scripts/compile-translations.ts). */
export const englishMessages = (): Record<string, string> => {
  const dir = path.resolve(__dirname, '../../translations/source/en-us');
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
};

/** Renders a route through a real container (with whatever fakes the test bound) in English. */
export const renderRoute = (container: Container, routePath: string, url: string, element: ReactElement) =>
  render(
    <ContainerProvider container={container}>
      <IntlProvider locale="en-us" messages={englishMessages()} onError={(error) => { throw error; }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={routePath} element={element} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </ContainerProvider>,
  );
