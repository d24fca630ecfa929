import { cachingPageRenderer } from '../../server/http/page-render-cache';
import type { PageRenderRequest, RenderedPage } from '../../server/http/page-renderer';

// Issue 29: a page rendered on the server is kept by its path, query and language; the login
// page's interaction id, unique to each visit, is not part of the key but is put back in place.

const rendered = (request: PageRenderRequest): RenderedPage => ({
  kind: 'rendered',
  status: 200,
  lang: request.locale,
  title: 'Business Portal | Sign in',
  markup: `<form action="${request.url}"><p>${request.locale}</p></form>`,
  styles: '',
});

const counting = (answer: (request: PageRenderRequest) => RenderedPage | undefined = rendered) => {
  const asked: PageRenderRequest[] = [];
  return {
    asked,
    renderer: {
      render: (request: PageRenderRequest) => {
        asked.push(request);
        return Promise.resolve(answer(request));
      },
    },
  };
};

const markupOf = async (
  cache: ReturnType<typeof cachingPageRenderer>,
  url: string,
  locale = 'en-us',
) => {
  const cached = await cache.render({ url, locale });
  return cached && cached.personal(cached.page.markup);
};

describe('the cache of pages rendered on the server', () => {
  it('renders a path, query and language once', async () => {
    const { asked, renderer } = counting();
    const cache = cachingPageRenderer(renderer);
    await markupOf(cache, '/forgot-password');
    await markupOf(cache, '/forgot-password');
    await markupOf(cache, '/forgot-password', 'de-ch');
    await markupOf(cache, '/forgot-password?lang=de-CH', 'de-ch');
    expect(asked).toEqual([
      { url: '/forgot-password', locale: 'en-us' },
      { url: '/forgot-password', locale: 'de-ch' },
      { url: '/forgot-password?lang=de-CH', locale: 'de-ch' },
    ]);
  });

  it("renders the login page once for every visit's interaction id, each id in its own page", async () => {
    const { asked, renderer } = counting();
    const cache = cachingPageRenderer(renderer);
    const first = await markupOf(cache, '/login?interaction=Ab_1-x&uid=a%40b.com');
    const second = await markupOf(cache, '/login?interaction=Zz9&uid=a%40b.com');
    expect(asked).toHaveLength(1);
    expect(first).toContain('interaction=Ab_1-x&');
    expect(second).toContain('interaction=Zz9&');
    expect(second).not.toContain('Ab_1-x');
  });

  it.each([
    ['an id outside the provider’s alphabet', '/login?interaction=%3Cb%3E'],
    ['two ids', '/login?interaction=a&interaction=b'],
    ['a query naming the stand-in', '/login?interaction=a&uid=portal-interaction-stand-in'],
  ])('renders a page with %s as it is, every time', async (_name, url) => {
    const { asked, renderer } = counting();
    const cache = cachingPageRenderer(renderer);
    await markupOf(cache, url);
    await markupOf(cache, url);
    expect(asked.map((request) => request.url)).toEqual([url, url]);
  });

  it('keeps "not rendered" too (a secure page)', async () => {
    const { asked, renderer } = counting(() => undefined);
    const cache = cachingPageRenderer(renderer);
    expect(await cache.render({ url: '/accountInfo', locale: 'en-us' })).toBeUndefined();
    expect(await cache.render({ url: '/accountInfo', locale: 'en-us' })).toBeUndefined();
    expect(asked).toHaveLength(1);
  });

  it('drops the page used least recently when full', async () => {
    const { asked, renderer } = counting();
    const cache = cachingPageRenderer(renderer, 2);
    for (const url of ['/a', '/b', '/a', '/c', '/a', '/b']) await markupOf(cache, url);
    expect(asked.map((request) => request.url)).toEqual(['/a', '/b', '/c', '/b']);
  });
});
