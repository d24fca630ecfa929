import type { PageRenderRequest, PageRenderer, RenderedPage } from './page-renderer';

/**
 * The rendered pages kept for the next request with the same path, query and language (issue 29:
 * a page is served at nearly the speed of a static file). A page depends on nothing else: the
 * renderer reads no cookie and no session, and secure pages are not rendered at all.
 *
 * The interaction id makes every login address unique, so it is not part of the key: the page is
 * rendered for a stand-in id, and the request's own id is put back wherever the stand-in appears.
 * Only an id of the provider's alphabet is treated so; any other is rendered as it is, uncached.
 */
const INTERACTION = 'interaction';
const STAND_IN = 'portal-interaction-stand-in';
const INTERACTION_ID = /^[\w-]{1,128}$/;

/** A page's cache key and the id to put back, or undefined for a request rendered as it is. */
const keyOf = (
  url: string,
  locale: string,
): { key: string; url: string; id?: string } | undefined => {
  const [path = '/', query = ''] = url.split('?', 2);
  // A query that names the stand-in itself would get the id put in its place: rendered as it is.
  if (query.includes(STAND_IN)) return undefined;
  const params = new URLSearchParams(query);
  const id = params.get(INTERACTION);
  if (id === null) return { key: `${locale} ${url}`, url };
  if (!INTERACTION_ID.test(id) || params.getAll(INTERACTION).length > 1) return undefined;
  params.set(INTERACTION, STAND_IN);
  const standIn = `${path}?${params.toString()}`;
  return { key: `${locale} ${standIn}`, url: standIn, id };
};

/**
 * A page from the cache: the same object for as long as it is cached (so what is made from it can
 * be kept too), and `personal`, which turns HTML made from it into this request's.
 */
export interface CachedPage {
  readonly page: RenderedPage;
  readonly personal: (html: string) => string;
}

export interface CachingPageRenderer {
  render(request: PageRenderRequest): Promise<CachedPage | undefined>;
}

const asIs = (html: string): string => html;

/** `renderer` with the last `capacity` pages it rendered kept, least recently used dropped first. */
export const cachingPageRenderer = (
  renderer: PageRenderer,
  capacity = 500,
): CachingPageRenderer => {
  const pages = new Map<string, RenderedPage | undefined>();
  return {
    render: async ({ url, locale }) => {
      const kept = keyOf(url, locale);
      if (kept === undefined) {
        const page = await renderer.render({ url, locale });
        return page && { page, personal: asIs };
      }
      const { key, url: rendered, id } = kept;
      const personal = id === undefined ? asIs : (html: string) => html.replaceAll(STAND_IN, id);
      let page: RenderedPage | undefined;
      if (pages.has(key)) {
        page = pages.get(key);
        pages.delete(key);
      } else {
        page = await renderer.render({ url: rendered, locale });
      }
      pages.set(key, page);
      if (pages.size > capacity) pages.delete(pages.keys().next().value ?? key);
      return page && { page, personal };
    },
  };
};
