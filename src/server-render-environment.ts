import type { PortalEnvironment } from './composition-root';

/**
 * Storage that holds nothing beyond one render: a page rendered on the server reads what a first
 * visit's browser would read, and writes nowhere.
 */
const renderStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => {
      items.clear();
    },
  };
};

/** Rendering answers no intent: a call made while rendering is a fault of the page, not a request. */
const notWhileRendering = (what: string): never => {
  throw new Error(`${what} while rendering on the server`);
};

const noRequests: typeof fetch = () =>
  Promise.reject(new Error('a request while rendering on the server'));

/**
 * The environment of a page rendered on the server (src/server-render.tsx): the request's origin,
 * and no navigation, cookies or stored state. A public page has no network either; a signed-in
 * page's data comes through `fetch`, the server's own calls for this request
 * (`recordingFetch` over server/http/own-calls.ts). Rendering runs no effect, so nothing else here is reached unless a
 * page does work while it renders, which these errors make visible.
 */
export const serverRenderEnvironment = (
  origin: string,
  fetch: typeof globalThis.fetch = noRequests,
): PortalEnvironment => ({
  origin,
  fetch,
  csrfToken: () => undefined,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  localStorage: renderStorage(),
  sessionStorage: renderStorage(),
  navigator: {
    show: () => notWhileRendering('a navigation'),
    assign: () => notWhileRendering('a navigation'),
    replace: () => notWhileRendering('a navigation'),
    reload: () => notWhileRendering('a navigation'),
    // Effects do not run while rendering: the router never connects here.
    connectRouter: () => () => undefined,
  },
  rememberLanguage: () => undefined,
  dataLayer: () => [],
});
