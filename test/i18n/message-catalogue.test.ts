import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCatalogue } from '../../scripts/translation-catalogue';
import { toSignInError } from '../../src/domain/accounts/sign-in-errors';
import { SERVER_ERROR_MESSAGES } from '../../src/domain/shared/server-error-messages';

const root = path.resolve(__dirname, '../..');

const sourceMessages = readCatalogue;

describe('the English message catalogue', () => {
  const english = sourceMessages('en-us');

  it('has a text for every message id the UI names literally (formatjs extract)', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'extract-')), 'ids.json');
    execFileSync(
      path.join(root, 'node_modules/.bin/formatjs'),
      ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.d.ts', '--out-file', out],
      { cwd: root, stdio: ['ignore', 'ignore', 'ignore'] },
    );
    const extracted = Object.keys(
      JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, unknown>,
    );
    expect(extracted.length).toBeGreaterThan(20);
    expect(extracted.filter((id) => !(id in english))).toEqual([]);
  });

  it('has a text for every sign-in error code (spec §8 "Login widget")', () => {
    const codes = ['E0000004', 'E0000014', 'E0000069', 'anything-else'].map(
      (code) => toSignInError(code).code,
    );
    expect(codes.filter((code) => !(code in english))).toEqual([]);
  });

  it('has a text for every server error code the portal translates (issue 11)', () => {
    const ids = Object.values(SERVER_ERROR_MESSAGES);
    expect(ids.filter((id) => !(id in english))).toEqual([]);
  });
});
