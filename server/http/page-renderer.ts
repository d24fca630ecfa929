import fs from 'node:fs';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';

/**
 * The portal's pages rendered on the server (issue 29): the build's renderer,
 * dist/server-render/render-page.cjs (webpack.server-render.config.js, from
 * src/server-render.tsx), loaded at start. The server knows it only through this port and checks
 * every answer's shape, as it would any other service's.
 */

export const RENDERER_FILE = path.join('server-render', 'render-page.cjs');

const Rendered = Type.Object({
  kind: Type.Literal('rendered'),
  status: Type.Union([Type.Literal(200), Type.Literal(404)]),
  lang: Type.String(),
  title: Type.String(),
  markup: Type.String(),
  styles: Type.String(),
  firstAnswers: Type.Optional(
    Type.Array(Type.Object({ url: Type.String(), status: Type.Number(), body: Type.String() })),
  ),
});
const RenderAnswer = Compile(
  Type.Union([Rendered, Type.Object({ kind: Type.Literal('notRendered') })]),
);

export type RenderedPage = Static<typeof Rendered>;

export interface PageRenderRequest {
  /** The page's path and query as asked for. */
  readonly url: string;
  /** The locale the request resolves to (server/i18n/request-locale.ts). */
  readonly locale: string;
  /**
   * For a request with a live session: the server's answer to one of the portal's GET calls as
   * this request's user, from which a signed-in page is drawn (D-SSR-8). Without it, no secure page.
   */
  readonly serverCall?: (url: string) => Promise<{ status: number; body: string }>;
}

export interface PageRenderer {
  /** The page as HTML, or undefined for a page the browser renders itself (a secure page). */
  render(request: PageRenderRequest): Promise<RenderedPage | undefined>;
}

const RendererModule = Compile(
  Type.Object({ renderPage: Type.Function([Type.Unknown()], Type.Unknown()) }),
);

/**
 * The build's renderer, if the build has one (a build before issue 29 has none), rendering pages
 * for the portal's public `origin`.
 */
export const loadPageRenderer = async (
  staticDir: string,
  origin: string,
): Promise<PageRenderer | undefined> => {
  const file = path.join(staticDir, RENDERER_FILE);
  if (!fs.existsSync(file)) return undefined;
  const loaded: unknown = await import(file);
  const module =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
  if (!RendererModule.Check(module)) throw new Error(`${file} exports no renderPage`);
  const { renderPage } = module;
  return {
    render: async (request) => {
      const answer: unknown = await renderPage({ ...request, origin });
      if (!RenderAnswer.Check(answer))
        throw new Error('the page renderer answered an unknown shape');
      return answer.kind === 'rendered' ? answer : undefined;
    },
  };
};
