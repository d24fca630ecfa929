import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './bench-server';
import { load, startHelloWorld } from './http-load';
import { median } from './statistics';
import { line, type BenchLine } from './targets';

// Issue 29's budgets for the pages the server renders: the renderer's own time, the rendered login
// page's requests per second beside the same page served as a static file, and its HTML's size.

type RenderPage = (request: { url: string; origin: string; locale: string }) => Promise<unknown>;

const RENDERER = path.join(ROOT, 'dist', 'server-render', 'render-page.cjs');

/** The renderer's time for `/login` in German, a new interaction id each time (nothing cached). */
const renderMedianMs = async (): Promise<number> => {
  // A CommonJS module: its exports as the namespace's names, or as its default, by the loader.
  const loaded = (await import(RENDERER)) as {
    renderPage?: RenderPage;
    default?: { renderPage?: RenderPage };
  };
  const renderPage = loaded.renderPage ?? loaded.default?.renderPage;
  if (renderPage === undefined) throw new Error(`${RENDERER} exports no renderPage`);
  const render = (index: number) =>
    renderPage({
      url: `/login?interaction=bench${index}&uid=a%40b.com`,
      origin: 'http://localhost',
      locale: 'de-ch',
    });
  for (let index = 0; index < 200; index += 1) await render(index);
  const samples: number[] = [];
  for (let index = 0; index < 300; index += 1) {
    const start = performance.now();
    await render(index);
    samples.push(performance.now() - start);
  }
  return median(samples);
};

export const serverRenderingLines = async (
  baseUrl: string,
  { seconds, log }: { seconds: number; log: (message: string) => void },
): Promise<BenchLine[]> => {
  log('server rendering: the renderer alone, then /login against a static copy of it');
  const renderMs = await renderMedianMs();
  const loginPath = '/login?interaction=benchInteraction1&uid=a%40b.com&lang=de-CH';
  const html = await (await fetch(`${baseUrl}${loginPath}`)).text();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-login-'));
  fs.writeFileSync(path.join(folder, 'login.html'), html);
  const staticServer = await startHelloWorld(folder);
  const options = { connections: 10, seconds };
  try {
    const asFile = await load(
      staticServer.url,
      { method: 'GET', path: '/static/login.html' },
      options,
    );
    const rendered = await load(baseUrl, { method: 'GET', path: loginPath }, options);
    const ratio = rendered.requestsPerSecond / asFile.requestsPerSecond;
    const gzipKb = gzipSync(html, { level: 9 }).length / 1024;
    return [
      line(
        'Rendering /login on the server (median, uncached)',
        `${renderMs.toFixed(2)} ms`,
        '≤ 2 ms',
        renderMs <= 2,
      ),
      line(
        'Rendered /login ÷ the same page as a static file (10 connections)',
        `${ratio.toFixed(2)} (${Math.round(rendered.requestsPerSecond)} vs ${Math.round(asFile.requestsPerSecond)} req/s)`,
        '≥ 0.5, 0 errors',
        ratio >= 0.5 && rendered.errors + rendered.non2xx === 0,
        { rendered, asFile },
      ),
      line('HTML of /login (gzip)', `${gzipKb.toFixed(1)} KB`, '≤ 30 KB', gzipKb <= 30),
    ];
  } finally {
    await staticServer.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
};
