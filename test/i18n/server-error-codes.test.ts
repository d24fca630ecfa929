import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ERROR_MESSAGES } from '../../src/domain/shared/server-error-messages';

// Issue 11 "errors as codes the portal translates": every error code the reference backend can
// put in an error body has the portal's own message. The codes are read from server/'s source:
// the literal after `sendError(reply, <status>,`, `failure(<status>,`, `fail(`, `outcomeOf(`,
// `error:` or a named constant `X = 'CODE'` used as one.

const serverDir = path.resolve(__dirname, '../../server');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });

const ERROR_CODE_SITES = [
  /sendError\(\s*\w+,\s*\d{3},\s*'([A-Z0-9_]+)'/g,
  /\b(?:failure|refused|fail)\(\s*(?:\d{3},\s*)?'([A-Z0-9_]+)'/g,
  /\boutcomeOf\(\s*'([A-Z0-9_]+)'/g,
  /\berror:\s*'([A-Z0-9_]+)'/g,
  /\b(?:COMPANY_NOT_FOUND) = '([A-Z0-9_]+)'/g,
  /'(MISDIRECTED_REQUEST|VALIDATION_ERROR|BAD_REQUEST|INTERNAL_ERROR)'/g,
];

const codesSentByServer = (): string[] => {
  const codes = new Set<string>();
  for (const file of sourceFiles(serverDir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const site of ERROR_CODE_SITES)
      for (const match of text.matchAll(site)) codes.add(match[1] ?? '');
  }
  return [...codes].sort();
};

describe('the error codes of the services', () => {
  const codes = codesSentByServer();

  it('are found in the server source (the reading still works)', () => {
    expect(codes).toEqual(expect.arrayContaining(['USER_EXISTS', 'CODE_EXPIRED', 'E0000004']));
    expect(codes.length).toBeGreaterThan(40);
  });

  it('each have a message of the portal', () => {
    expect(codes.filter((code) => !Object.hasOwn(SERVER_ERROR_MESSAGES, code))).toEqual([]);
  });
});
