import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// scripts/typecheck.mjs runs TypeScript 7's compiler on one tsconfig (D-SUITE-9).

const root = path.resolve(__dirname, '../..');

const check = (source: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typecheck-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, types: [] }, include: ['*.ts'] }),
    );
    fs.writeFileSync(path.join(dir, 'sample.ts'), source);
    return spawnSync(
      process.execPath, // Plain output whatever the terminal: the runner may ask for colours (FORCE_COLOR).
      ['scripts/typecheck.mjs', path.join(dir, 'tsconfig.json'), '--pretty', 'false'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

describe('the type check', () => {
  it('passes a well-typed file', () => {
    expect(check('export const count: number = 1;\n').status).toBe(0);
  });

  it('fails on a type error and names it', () => {
    const result = check("export const count: number = 'one';\n");
    expect(result.status).not.toBe(0);
    expect(result.stdout).toMatch(/sample\.ts\(1,14\): error TS2322/);
  });

  it('fails on a name the configured libraries do not have', () => {
    const result = check('export const env = process.env.HOME;\n');
    expect(result.status).not.toBe(0);
    expect(result.stdout).toMatch(/error TS2591: Cannot find name 'process'/);
  });
});
