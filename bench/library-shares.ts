import fs from 'node:fs';
import path from 'node:path';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';

/**
 * Issue 15: "if the design card's libraries alone keep /login over budget, show each library's
 * share in the benchmark". Each minified byte of a script is attributed, through the build's
 * source map, to the package it came from (or to the portal's own code); a package's gzip share is
 * its part of the script's minified bytes times the script's gzip size.
 */

export interface PackageShare {
  readonly name: string;
  readonly gzipKb: number;
}

/** `…/node_modules/@scope/name/…` → `@scope/name`; the portal's own sources → `(portal code)`. */
export const packageOf = (source: string | null): string => {
  if (source === null) return '(webpack runtime)';
  // The innermost package: a dependency bundled inside another is its own code.
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match?.[1] ?? '(portal code)';
};

/** Minified bytes per package in one script, from its source map's segments line by line. */
export const minifiedBytesByPackage = (code: string, map: TraceMap): Map<string, number> => {
  const bytes = new Map<string, number>();
  const lines = code.split('\n');
  decodedMappings(map).forEach((segments, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.[0] ?? lineLength;
      const sourceIndex = segment[1];
      const source = sourceIndex === undefined ? null : (map.resolvedSources[sourceIndex] ?? null);
      const name = packageOf(source);
      bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - segment[0]));
    });
  });
  return bytes;
};

/**
 * The packages of the scripts a page downloaded (as `{ url, gzipKb }`, the bench's measure), by
 * gzip share, largest first. A script without a source map beside it counts under its chunk's name.
 */
export const packageShares = (
  distDir: string,
  scripts: readonly { readonly url: string; readonly gzipKb: number }[],
): PackageShare[] => {
  const shares = new Map<string, number>();
  const add = (name: string, gzipKb: number) => shares.set(name, (shares.get(name) ?? 0) + gzipKb);
  for (const script of scripts) {
    const file = path.join(distDir, new URL(script.url).pathname);
    const mapFile = `${file}.map`;
    if (!fs.existsSync(file) || !fs.existsSync(mapFile)) {
      // Named by its chunk (the messages of a language have no map): `messages-en-us-json`.
      const chunk = path.basename(file).replace(/\.[0-9a-f]{10}\.js$/, '');
      add(`(${chunk}, no map)`, script.gzipKb);
      continue;
    }
    const code = fs.readFileSync(file, 'utf8');
    const byPackage = minifiedBytesByPackage(code, new TraceMap(fs.readFileSync(mapFile, 'utf8')));
    const mapped = [...byPackage.values()].reduce((sum, value) => sum + value, 0);
    if (mapped === 0) continue;
    for (const [name, bytes] of byPackage) add(name, (script.gzipKb * bytes) / mapped);
  }
  return [...shares]
    .map(([name, gzipKb]) => ({ name, gzipKb: Math.round(gzipKb * 10) / 10 }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
};
