import fs from 'node:fs';
import path from 'node:path';

// Issue 31 item 6 "A README that fits a terminal": README holds what a newcomer needs on the first
// day in at most 150 lines of at most 100 characters, and the reference it used to hold lives in
// docs/ pages that stay true to the code (docs/scripts.md here; the demo accounts and the
// configuration in test/server).

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

const MAX_LINES = 150;
const MAX_WIDTH = 100;

/** The names of package.json's scripts. */
const scriptNames = (): readonly string[] => {
  const manifest: unknown = JSON.parse(read('package.json'));
  const scripts =
    typeof manifest === 'object' && manifest !== null && 'scripts' in manifest
      ? manifest.scripts
      : undefined;
  return typeof scripts === 'object' && scripts !== null ? Object.keys(scripts) : [];
};

/** The lines of a text, without the empty one after its final newline. */
const linesOf = (text: string): readonly string[] => text.replace(/\n$/, '').split('\n');

/** Each line wider than the limit, by its number and width in characters (not UTF-16 units). */
const tooWide = (text: string): readonly string[] =>
  linesOf(text).flatMap((line, index) => {
    const width = [...line].length;
    return width > MAX_WIDTH ? [`line ${index + 1}: ${width} characters`] : [];
  });

describe('README.md', () => {
  const readme = read('README.md');

  it(`has at most ${MAX_LINES} lines`, () => {
    expect(linesOf(readme).length).toBeLessThanOrEqual(MAX_LINES);
  });

  it(`has no line over ${MAX_WIDTH} characters`, () => {
    expect(tooWide(readme)).toEqual([]);
  });

  it('the width check counts characters, so a line of accented text is measured as it shows', () => {
    expect(tooWide(`${'é'.repeat(MAX_WIDTH)}\n`)).toEqual([]);
    expect(tooWide(`short\n${'é'.repeat(MAX_WIDTH + 1)}\n`)).toEqual(['line 2: 101 characters']);
  });

  it('gives the two commands, and the scripts they name exist', () => {
    const commands = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(commands).toMatch(/^npm install && npm start\b/m);
    expect(commands).toMatch(/^npm test\b/m);
    expect(scriptNames()).toEqual(expect.arrayContaining(['start', 'test']));
  });
});

describe('docs/scripts.md', () => {
  it('names every script of package.json, and no other', () => {
    const named = [...read('docs/scripts.md').matchAll(/^- `npm (?:run )?([a-z0-9:-]+)/gm)].map(
      ([, name = '']) => name,
    );
    expect([...new Set(named)].sort()).toEqual([...scriptNames()].sort());
  });
});
