import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { BUDGETS_KB, chunkSizes, overBudget } from '../../scripts/bundle-budgets';

// Issue 15: "Budgets enforced at build time too (a size check in npm test that fails when a
// route's JS grows past its budget)". Random bytes do not compress, so N KB of them stay ~N KB.

describe('bundle budgets', () => {
  let dir: string;
  const write = (file: string, kilobytes: number) =>
    fs.writeFileSync(path.join(dir, file), randomBytes(kilobytes * 1024));

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives route and locale chunks their budgets and shared chunks none', () => {
    write('page-dashboard.abc.js', 1);
    write('messages-de-ch-json.abc.js', 1);
    write('messages-en-xa-json.abc.js', 1);
    write('5445.abc.js', 1);
    write('main.abc.js.map', 1);
    const byFile = Object.fromEntries(
      chunkSizes(dir).map((size) => [size.file, [size.kind, size.budgetKb]]),
    );
    expect(byFile).toEqual({
      'page-dashboard.abc.js': ['route', BUDGETS_KB.route],
      'messages-de-ch-json.abc.js': ['locale', BUDGETS_KB.locale],
      // The development pseudo-locale is longer on purpose and never served to users.
      'messages-en-xa-json.abc.js': ['shared', undefined],
      '5445.abc.js': ['shared', undefined],
    });
  });

  it('reports the chunks past their budget, by their gzip size', () => {
    write('page-small.abc.js', 10);
    write('page-large.abc.js', BUDGETS_KB.route + 5);
    write('messages-hu-hu-json.abc.js', BUDGETS_KB.locale + 2);
    write('5445.abc.js', 200);
    expect(overBudget(chunkSizes(dir)).map((size) => size.file)).toEqual([
      'page-large.abc.js',
      'messages-hu-hu-json.abc.js',
    ]);
  });
});
