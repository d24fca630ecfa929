import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { operationIdOf } from '../../server/http/openapi';
import { startTestServer, type TestServer } from './test-server';

jest.setTimeout(120_000);

// Issue 16: the OpenAPI document is what backend teams generate clients from, so it passes
// Redocly's recommended lint with no error and no warning, as served by a deployment (a public
// origin, not localhost).

const PUBLIC_ORIGIN = 'https://portal.invalid';

/** GET on the server's port, as the public host (the canonical-origin check reads Host). */
const getAsPublicHost = (baseUrl: string, url: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}${url}`,
      { headers: { host: new URL(PUBLIC_ORIGIN).host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(body)
            : reject(new Error(`${url} answered ${response.statusCode ?? '?'}`)),
        );
      },
    );
    request.on('error', reject);
  });

interface LintReport {
  readonly totals: { readonly errors: number; readonly warnings: number };
  readonly problems: readonly { readonly ruleId: string; readonly message: string }[];
}

const isLintReport = (value: unknown): value is LintReport =>
  typeof value === 'object' && value !== null && 'totals' in value && 'problems' in value;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ PUBLIC_URL: PUBLIC_ORIGIN });
});
afterAll(() => t.close());

describe("the OpenAPI document under Redocly's recommended rules", () => {
  it('has no error and no warning', async () => {
    const document = await getAsPublicHost(t.baseUrl, '/services/docs/json');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, document);
    const lint = spawnSync(
      process.execPath,
      [require.resolve('@redocly/cli/bin/cli.js'), 'lint', file, '--format=json'],
      { cwd: path.dirname(file), encoding: 'utf8' },
    );
    const report: unknown = JSON.parse(lint.stdout);
    if (!isLintReport(report)) throw new Error(`not a lint report: ${lint.stdout.slice(0, 200)}`);
    expect(report.problems.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});

describe('operation names', () => {
  it.each([
    ['GET', '/services/entitlements/all', 'getEntitlementsAll'],
    ['POST', '/services/GAD/companySearch', 'postGADCompanySearch'],
    ['GET', '/services/entitlements/by-duns/{dunsNumber}', 'getEntitlementsByDunsByDunsNumber'],
    ['PUT', '/services/auth/resetPassword', 'putAuthResetPassword'],
  ])('%s %s is %s', (method, url, expected) => {
    expect(operationIdOf(method, url)).toBe(expected);
  });
});
