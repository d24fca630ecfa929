import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Issue 15's size budgets on the built assets (gzip -9 sizes): each route's own chunk (webpack's
 * `page-*` chunks) at most 40 KB and each locale's messages chunk at most 18 KB. The JavaScript
 * of `/login` as a whole is measured in Chromium by `npm run bench`.
 */
// 15 KB a locale until issue 28's MFA Options and sign-in step (about 1.5 KB a locale) took the
// catalogues past it; issue 29 embeds each page's own messages instead (docs/decisions/performance.md).
// 17 KB until issue 30's banners, deep-link notices and the not-complete application's texts took
// Czech to 17.1 KB.
export const BUDGETS_KB = { route: 40, locale: 18 } as const;

export interface ChunkSize {
  readonly file: string;
  readonly kind: 'route' | 'locale' | 'shared';
  readonly gzipKb: number;
  readonly budgetKb: number | undefined;
}

// The development pseudo-locale (D-PSEUDO-1) is 40 % longer on purpose and never served to users.
const PSEUDO_LOCALE_CHUNK = /^messages-en-xa-json\./;

const kindOf = (file: string): ChunkSize['kind'] =>
  file.startsWith('page-')
    ? 'route'
    : file.startsWith('messages-') && !PSEUDO_LOCALE_CHUNK.test(file)
      ? 'locale'
      : 'shared';

export const chunkSizes = (assetsDir: string): ChunkSize[] =>
  fs
    .readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const kind = kindOf(file);
      const bytes = gzipSync(fs.readFileSync(path.join(assetsDir, file)), { level: 9 }).length;
      return {
        file,
        kind,
        gzipKb: Math.round((bytes / 1024) * 10) / 10,
        budgetKb: kind === 'shared' ? undefined : BUDGETS_KB[kind],
      };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);

export const overBudget = (sizes: readonly ChunkSize[]): ChunkSize[] =>
  sizes.filter((size) => size.budgetKb !== undefined && size.gzipKb > size.budgetKb);
