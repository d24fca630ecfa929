import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TraceMap } from '@jridgewell/trace-mapping';
import { minifiedBytesByPackage, packageOf, packageShares } from '../../bench/library-shares';

// Issue 15: the bench shows each library's share of the login page's JavaScript.

/** "aaaabbbbbb\ncc": react-dom wrote "aaaa" and "cc", the portal "bbbbbb". */
const CODE = 'aaaabbbbbb\ncc';
const MAP = {
  version: 3 as const,
  file: 'vendor.js',
  names: [],
  sources: [
    'webpack://portal/node_modules/react-dom/cjs/client.js',
    'webpack://portal/src/ui/a.tsx',
  ],
  mappings: [
    [
      [0, 0, 0, 0],
      [4, 1, 0, 0],
    ],
    [[0, 0, 0, 0]],
  ],
};

describe('packageOf', () => {
  it.each([
    ['webpack://portal/node_modules/react-dom/cjs/client.js', 'react-dom'],
    ['webpack://portal/node_modules/@formatjs/intl/lib/x.js', '@formatjs/intl'],
    ['webpack://portal/node_modules/a/node_modules/b/index.js', 'b'],
    ['webpack://portal/src/ui/portal-app.tsx', '(portal code)'],
    [null, '(webpack runtime)'],
  ])('%s → %s', (source, name) => {
    expect(packageOf(source)).toBe(name);
  });
});

describe('minifiedBytesByPackage', () => {
  it('gives each segment the bytes up to the next one, or to the end of its line', () => {
    expect(Object.fromEntries(minifiedBytesByPackage(CODE, new TraceMap(MAP)))).toEqual({
      'react-dom': 6,
      '(portal code)': 6,
    });
  });
});

describe('packageShares', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shares-'));
  beforeAll(() => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'vendor.js'), CODE);
    fs.writeFileSync(path.join(dist, 'assets', 'vendor.js.map'), JSON.stringify(MAP));
    fs.writeFileSync(path.join(dist, 'assets', 'bare.js'), 'x');
    fs.writeFileSync(path.join(dist, 'assets', 'messages-en-us-json.0123456789.js'), 'y');
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("splits each script's gzip size by its packages' minified bytes, largest first", () => {
    expect(
      packageShares(dist, [
        { url: 'http://localhost:1/assets/vendor.js', gzipKb: 12 },
        { url: 'http://localhost:1/assets/bare.js', gzipKb: 1.5 },
        { url: 'http://localhost:1/assets/messages-en-us-json.0123456789.js', gzipKb: 1 },
      ]),
    ).toEqual([
      { name: 'react-dom', gzipKb: 6 },
      { name: '(portal code)', gzipKb: 6 },
      { name: '(bare.js, no map)', gzipKb: 1.5 },
      { name: '(messages-en-us-json, no map)', gzipKb: 1 },
    ]);
  });
});
