import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PORTAL_ROUTES, routeOf } from '../../src/ui/routing/route-table';

// D-SSR-10: the renderer keeps the rules stylis compiled for a class and gives them to later
// renders. Every public page, rendered after every other one in one renderer, must be the page
// a renderer that never rendered anything else draws: the same markup and the same style sheet.
// Runs with the e2e journeys, which build the renderer first (dist/server-render).

jest.setTimeout(240_000);

interface Rendered {
  readonly kind: string;
  readonly markup?: string;
  readonly styles?: string;
}
type RenderPage = (request: { url: string; origin: string; locale: string }) => Promise<Rendered>;

const BUILT = path.join(__dirname, '..', '..', 'dist', 'server-render', 'render-page.cjs');

/** A renderer of its own: the built file under another name is another module, with no memory. */
const newRenderer = (): RenderPage => {
  const copy = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'portal-renderer-')),
    'render-page.cjs',
  );
  fs.copyFileSync(BUILT, copy);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh CommonJS module by design
  const loaded = require(copy) as { renderPage: RenderPage };
  return loaded.renderPage;
};

/**
 * A page's style sheet as each component's classes and rules. The groups' numbers, and so the
 * components' order, follow the order in which the renderer met them (pages are loaded as they
 * are first rendered), with or without kept rules; a component's own rules keep their order.
 */
const stylesByComponent = (styles: string | undefined): Record<string, string> => {
  const components: Record<string, string> = {};
  let rules: string[] = [];
  for (const line of (styles ?? '').split('/*!sc*/')) {
    const marker = /data-styled\.g\d+\[id="([^"]+)"\]\{content:"([^"]*)"\}/.exec(line);
    if (marker === null) {
      if (line.trim() !== '' && !line.includes('</style>')) rules.push(line.trim());
      continue;
    }
    components[marker[1] ?? ''] = `${marker[2] ?? ''} ${rules.join('')}`;
    rules = [];
  }
  return components;
};

const comparable = (page: Rendered) => ({
  kind: page.kind,
  markup: page.markup,
  styles: stylesByComponent(page.styles),
});

const PAGES = [
  ...PORTAL_ROUTES.map(routeOf)
    .filter((route) => route.access === 'public' && route.path !== '/login/callback')
    .map((route) => `${route.path}?interaction=abc`),
  '/login?interaction=abc&uid=a%40b.com&session=expired',
  '/forgot-password?formError=VALIDATION_ERROR&uid=nope',
  '/resetPassword?token=abc&formError=2007',
  '/confirmRegistration?token=abc&formError=RATE_LIMITED',
  '/no-such-page',
];
const LOCALES = ['en-us', 'de-ch', 'hu-hu'];

test('every public page rendered after every other is the page a fresh renderer draws', async () => {
  const shared = newRenderer();
  const render = (renderPage: RenderPage, url: string, locale: string) =>
    renderPage({ url, origin: 'http://localhost', locale });
  const pages = LOCALES.flatMap((locale) => PAGES.map((url) => ({ url, locale })));
  // Forwards, then backwards: each page once after all the others, once before them.
  const sharedRenders = new Map<string, Rendered[]>();
  for (const page of [...pages, ...[...pages].reverse()]) {
    const key = `${page.locale} ${page.url}`;
    sharedRenders.set(key, [
      ...(sharedRenders.get(key) ?? []),
      await render(shared, page.url, page.locale),
    ]);
  }
  let compared = 0;
  for (const page of pages) {
    const fresh = await render(newRenderer(), page.url, page.locale);
    for (const again of sharedRenders.get(`${page.locale} ${page.url}`) ?? []) {
      expect({ page, ...comparable(again) }).toEqual({ page, ...comparable(fresh) });
      compared += 1;
    }
    expect(fresh.kind).toBe('rendered');
    expect(Object.keys(comparable(fresh).styles).length).toBeGreaterThan(10);
  }
  expect(compared).toBe(2 * pages.length);
});
