import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Issue 16 "The repository stands alone": a clone has no sibling folder of team notes, so nothing
// tracked may point outside it, and every relative link of the Markdown docs must arrive.

const ROOT = path.resolve(__dirname, '../..');

const trackedFiles = (): readonly string[] =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(ROOT, file)));

const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|ya?ml|sh)$|^\.ci\/|^\.[a-z]+rc$/;

describe('the repository stands alone', () => {
  const files = trackedFiles().filter((file) => TEXT_FILE.test(file));

  it('has its files to check', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
  });

  it('no file points at the team folder beside the clone (../shared)', () => {
    const pointing = files.filter(
      (file) =>
        file !== 'test/tooling/standalone-repository.test.ts' &&
        fs.readFileSync(path.join(ROOT, file), 'utf8').includes('../shared'),
    );
    expect(pointing).toEqual([]);
  });

  it('every relative link of README.md and docs/ names a file of the repository', () => {
    const markdown = files.filter((file) => file.endsWith('.md') && !file.includes('/fixtures/'));
    const broken = markdown.flatMap((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
        .map(([, target = '']) => target.replace(/#.*$/, ''))
        .filter((target) => target !== '' && !/^[a-z][a-z+.-]*:/i.test(target))
        .filter((target) => !fs.existsSync(path.resolve(ROOT, path.dirname(file), target)))
        .map((target) => `${file} → ${target}`);
    });
    expect(broken).toEqual([]);
  });
});
