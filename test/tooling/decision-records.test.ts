import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// docs/decisions/ holds this repository's decisions, one file per area, each entry a
// `### D-…: title` heading with a one-line `**Rule:**` under it, and README.md an index of them all.
// Tests and code cite an entry by its ID, so every cited ID must name exactly one entry.

const ROOT = path.resolve(__dirname, '../..');
const DECISIONS = 'docs/decisions';
const INDEX = `${DECISIONS}/README.md`;

/** An entry's ID as it is cited: D-AUTH-1, D-API-REG-1, D-UI-COMBO-2, D-I18N-4, D-SRV-P1. */
const DECISION_ID = /\bD-(?:[A-Z][A-Z0-9]*-)+[A-Z]*\d+\b/g;
const HEADING = /^### (D-\S+): (.+)$/;
const RULE = /^\*\*Rule:\*\* (\S.*)$/;

/** Where citations are looked for: every tracked source, config and Markdown file. */
const CITING = /\.(ts|tsx|js|mjs|cjs|md)$/;

const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

const trackedFiles = (): readonly string[] =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(ROOT, file)));

interface Entry {
  readonly id: string;
  readonly title: string;
  readonly file: string;
  /** The rule line's text, or undefined when the first non-empty line is not `**Rule:** …`. */
  readonly rule: string | undefined;
  /** The first non-empty line under the heading, as written. */
  readonly firstLine: string;
}

const areaFiles = (): readonly string[] =>
  fs
    .readdirSync(path.join(ROOT, DECISIONS))
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
    .map((name) => `${DECISIONS}/${name}`);

const entriesOf = (file: string): readonly Entry[] => {
  const lines = read(file).split('\n');
  return lines.flatMap((line, index) => {
    const heading = HEADING.exec(line);
    if (heading === null) return [];
    const firstLine = lines.slice(index + 1).find((next) => next.trim() !== '') ?? '';
    return [
      {
        id: heading[1] ?? '',
        title: heading[2] ?? '',
        file,
        rule: RULE.exec(firstLine)?.[1],
        firstLine,
      },
    ];
  });
};

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (file: string): ReadonlySet<string> =>
  new Set(
    read(file)
      .split('\n')
      .flatMap((line) => /^#{1,6} (.+)$/.exec(line)?.[1] ?? [])
      .map(anchorOf),
  );

describe('the decision records (docs/decisions/)', () => {
  const files = areaFiles();
  const entries = files.flatMap(entriesOf);
  const fileOf = new Map(entries.map((entry) => [entry.id, entry.file]));

  it('has its area files and entries to check', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(entries.length).toBeGreaterThan(150);
  });

  it('every entry starts with its rule, in bold, on one line', () => {
    const withoutRule = entries
      .filter((entry) => entry.rule === undefined)
      .map((entry) => `${entry.file} ${entry.id}: "${entry.firstLine}"`);
    expect(withoutRule).toEqual([]);

    const lines = files.flatMap((file) => read(file).split('\n'));
    const rulesOnTwoLines = lines.flatMap((line, index) =>
      RULE.test(line) && (lines[index + 1] ?? '').trim() !== '' ? [line] : [],
    );
    expect(rulesOnTwoLines).toEqual([]);
  });

  it('every heading that names a decision is a well-formed entry heading', () => {
    const malformed = files.flatMap((file) =>
      read(file)
        .split('\n')
        .filter((line) => /^#+\s*D-/.test(line) && !HEADING.test(line))
        .map((line) => `${file}: ${line}`),
    );
    expect(malformed).toEqual([]);
  });

  it('every decision ID is the heading of exactly one entry', () => {
    const counts = new Map<string, string[]>();
    for (const entry of entries) {
      counts.set(entry.id, [...(counts.get(entry.id) ?? []), entry.file]);
    }
    const repeated = [...counts]
      .filter(([, where]) => where.length > 1)
      .map(([id, where]) => `${id}: ${where.join(', ')}`);
    expect(repeated).toEqual([]);
  });

  it('the citation pattern recognises every entry ID, so no ID escapes the next check', () => {
    const unrecognised = entries
      .map((entry) => entry.id)
      .filter((id) => id.match(DECISION_ID)?.[0] !== id);
    expect(unrecognised).toEqual([]);
  });

  it('every decision ID cited in the repository names an existing entry', () => {
    const citing = trackedFiles().filter(
      (file) => CITING.test(file) && file !== 'test/tooling/decision-records.test.ts',
    );
    expect(citing).toEqual(expect.arrayContaining(['README.md', INDEX]));
    const unknown = citing.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(DECISION_ID)]
            .map(([id]) => id)
            .filter((id) => !fileOf.has(id))
            .map((id) => `${file}:${index + 1} ${id}`),
        ),
    );
    expect(unknown).toEqual([]);
  });

  it('a pointer "docs/decisions/<file> D-…" names the file that holds the entry', () => {
    const pointer =
      /docs\/decisions\/([a-z0-9-]+\.md)[\s*/-]*?(D-(?:[A-Z][A-Z0-9]*-)+[A-Z]*\d+)\b/g;
    const wrong = trackedFiles()
      .filter((file) => CITING.test(file) && file !== 'test/tooling/decision-records.test.ts')
      .flatMap((file) =>
        [...read(file).matchAll(pointer)]
          .filter(([, named = '', id = '']) => fileOf.get(id) !== `${DECISIONS}/${named}`)
          .map(
            ([, named = '', id = '']) =>
              `${file}: ${named} ${id} (the entry is in ${fileOf.get(id) ?? 'no file'})`,
          ),
      );
    expect(wrong).toEqual([]);
  });

  it('the README index lists every entry once, with its file, anchor and rule', () => {
    const row = /^\| \[(D-[^\]]+)\]\(([^)#]+)#([^)]+)\) \| (.+?) \| \[([^\]]+)\]\(([^)]+)\) \|$/;
    const rows = read(INDEX)
      .split('\n')
      .filter((line) => line.startsWith('| [D-'));
    const parsed = rows.map((line) => row.exec(line.replace(/ {2,}/g, ' ')));
    expect(rows.filter((_, index) => parsed[index] === null)).toEqual([]);

    const listed = parsed.flatMap((match) => (match === null ? [] : [match[1] ?? '']));
    expect([...listed].sort()).toEqual(entries.map((entry) => entry.id).sort());

    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const mismatched = parsed.flatMap((match) => {
      if (match === null) return [];
      const [, id = '', target = '', anchor = '', rule = '', label = '', link = ''] = match;
      const entry = byId.get(id);
      if (entry === undefined) return [];
      const file = path.basename(entry.file);
      const problems = [
        target === file && label === file && link === file ? '' : `file ${target}, not ${file}`,
        anchor === anchorOf(`${entry.id}: ${entry.title}`) ? '' : `anchor #${anchor}`,
        rule.trim() === entry.rule ? '' : 'rule differs from the entry',
      ].filter((problem) => problem !== '');
      return problems.map((problem) => `${id}: ${problem}`);
    });
    expect(mismatched).toEqual([]);
  });

  it('every relative link of docs/decisions/ arrives, anchor included', () => {
    const broken = [...files, INDEX].flatMap((file) =>
      [...read(file).matchAll(/\]\(([^)\s]+)\)/g)]
        .map(([, target = '']) => target)
        .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
        .filter((target) => {
          const [page = '', anchor] = target.split('#');
          const linked = page === '' ? file : path.join(path.dirname(file), page);
          if (!fs.existsSync(path.join(ROOT, linked))) return true;
          return anchor !== undefined && linked.endsWith('.md') && !anchorsOf(linked).has(anchor);
        })
        .map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
