import { TOKENS } from '../../src/application/app.tokens';
import { browserEnvironment, createContainer, USE_CASES } from '../../src/composition-root';
import { serverRenderEnvironment } from '../../src/server-render-environment';

// The build defines this with webpack's DefinePlugin; here it is the default build's value.
Object.assign(globalThis, {
  PORTAL_BUILD_CONFIG: {
    allowedRedirectOrigins: [],
    placeholderDomain: 'example.com',
    disableThirdPartyScripts: false,
  },
});

describe('the composition root (src/composition-root.ts)', () => {
  it.each(Object.entries(TOKENS))(
    'binds %s to something the container can build',
    (_name, token) => {
      const container = createContainer(browserEnvironment(window));
      expect(container.get(token)).toBeDefined();
    },
  );

  it.each(USE_CASES.map((useCase) => [useCase.name, useCase] as const))(
    'builds the %s use case from the bound ports',
    (_name, useCase) => {
      const container = createContainer(browserEnvironment(window));
      expect(container.get(useCase)).toBeInstanceOf(useCase);
    },
  );

  it.each(Object.entries(TOKENS))(
    'binds %s for a page rendered on the server, with no browser to read',
    (_name, token) => {
      const container = createContainer(serverRenderEnvironment('https://portal.example.com'));
      expect(container.get(token)).toBeDefined();
    },
  );

  it('hands out one instance of each binding (singletons)', () => {
    const container = createContainer(browserEnvironment(window));
    expect(container.get(TOKENS.PasswordGateway)).toBe(container.get(TOKENS.PasswordGateway));
  });

  it('creates the data layer the analytics adapter pushes to', () => {
    createContainer(browserEnvironment(window));
    expect((window as Window & { dataLayer?: unknown }).dataLayer).toEqual([]);
  });
});
