import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * After webpack: every text asset of dist/ (scripts, styles, html, json, svg) gets a `.br` and a
 * `.gz` beside it, compressed once at the highest levels, so the server sends the smaller one the
 * browser accepts without compressing on each request (@fastify/static `preCompressed`). A file
 * that does not shrink gets none.
 */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|webmanifest)$/;

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });

export const precompress = (dir: string): { files: number; bytes: number; brotliBytes: number } => {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of filesUnder(dir).filter((name) => COMPRESSIBLE.test(name))) {
    const content = fs.readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (gzip.length >= content.length) continue;
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzip);
    files += 1;
    bytes += content.length;
    brotliBytes += brotli.length;
  }
  return { files, bytes, brotliBytes };
};
