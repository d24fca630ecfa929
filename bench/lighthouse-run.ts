import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../scripts/local-server';
import { median } from './statistics';

export interface LighthouseScore {
  readonly performance: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly fcpMs: number;
}

const numeric = (audits: Record<string, { numericValue?: number }>, id: string): number =>
  audits[id]?.numericValue ?? Number.NaN;

/**
 * Lighthouse's mobile performance run (its default: a mid-range phone, simulated 4G and CPU
 * throttling) on `url` in Debian's Chromium; `cookie` opens a signed-in page. These CPUs are
 * slower than Lighthouse's reference, so scores are compared within one run.
 */
const lighthouseMobile = async (url: string, cookie?: string): Promise<LighthouseScore> => {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie === undefined ? {} : { extraHeaders: { Cookie: cookie } }),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { audits, categories } = result.lhr;
    return {
      performance: Math.round((categories['performance']?.score ?? 0) * 100),
      lcpMs: numeric(audits, 'largest-contentful-paint'),
      tbtMs: numeric(audits, 'total-blocking-time'),
      cls: numeric(audits, 'cumulative-layout-shift'),
      fcpMs: numeric(audits, 'first-contentful-paint'),
    };
  } finally {
    await browser.close();
  }
};

/** Issue 29's budgets: the median of each measure over `runs` runs, one after another. */
export const lighthouseMedian = async (
  url: string,
  cookie?: string,
  runs = 3,
): Promise<LighthouseScore & { readonly runs: readonly LighthouseScore[] }> => {
  const scores: LighthouseScore[] = [];
  for (let run = 0; run < runs; run += 1) scores.push(await lighthouseMobile(url, cookie));
  const of = (measure: keyof LighthouseScore) => median(scores.map((score) => score[measure]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    runs: scores,
  };
};
