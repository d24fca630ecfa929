import {
  anErrorBody,
  isSessionGuarded,
  operationsOf,
  type OpenApiPaths,
} from './openapi-operations';
import { startTestServer, type TestServer } from './test-server';

jest.setTimeout(60_000);

interface OpenApiDocument {
  readonly openapi: string;
  readonly paths: OpenApiPaths;
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('the OpenAPI document of /services (served at /services/docs)', () => {
  let document: OpenApiDocument;
  beforeAll(async () => {
    const answer = await t.call('GET', '/services/docs/json');
    expect(answer.status).toBe(200);
    document = answer.json as OpenApiDocument;
  });

  it('is OpenAPI 3.1 and documents the API only, not the identity provider or the docs themselves', () => {
    expect(document.openapi).toBe('3.1.0');
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/services/auth/oktaLogin',
        '/services/auth/checkUserLogin',
        '/services/entitlements/all',
      ]),
    );
    expect(
      paths.filter((path) => !path.startsWith('/services/') || path.startsWith('/services/docs')),
    ).toEqual([]);
  });

  it('gives every operation a 2xx answer schema, and each session-guarded one its 401', () => {
    const operations = operationsOf(document.paths);
    expect(operations.length).toBeGreaterThan(0);
    for (const { path, method, operation } of operations) {
      const codes = Object.keys(operation.responses);
      expect({ path, method, has2xx: codes.some((code) => code.startsWith('2')) }).toEqual({
        path,
        method,
        has2xx: true,
      });
      if (isSessionGuarded(operation))
        expect({ path, method, guarded: codes.includes('401') }).toEqual({
          path,
          method,
          guarded: true,
        });
    }
  });

  it('serves the interactive documentation page', async () => {
    const page = await t.call('GET', '/services/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});

describe('bad requests get a 4xx and a JSON error, never a 5xx or a stack trace', () => {
  const sameOrigin = () => ({ origin: t.baseUrl });

  it.each([
    ['a body that breaks the schema', JSON.stringify({ idToken: 42 })],
    ['an unknown field', JSON.stringify({ idToken: 'x', admin: true })],
    ['an empty object', '{}'],
    ['malformed JSON', '{"idToken":'],
  ])('oktaLogin with %s → 400 and { error, message }', async (_name, rawBody) => {
    const answer = await t.call('POST', '/services/auth/oktaLogin', {
      headers: sameOrigin(),
      rawBody,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(anErrorBody);
    expect(answer.text).not.toMatch(/\.ts:\d+|node_modules/);
  });

  it('an oversized body → 413 as a JSON error', async () => {
    const answer = await t.call('POST', '/services/auth/oktaLogin', {
      headers: sameOrigin(),
      body: { idToken: 'x'.repeat(100_000) },
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual(anErrorBody);
  });

  it('an unknown /services path → 404 JSON', async () => {
    const answer = await t.call('GET', '/services/no-such-call');
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: 'NOT_FOUND', message: 'Not found.' });
  });

  it('a session-guarded call without a session → 401; with one → 200 in the documented shape', async () => {
    expect((await t.call('GET', '/services/entitlements/all')).status).toBe(401);
    const answer = await t.call('GET', '/services/entitlements/all', {
      headers: (await t.signIn('usr-us-owner')).headers,
    });
    expect(answer.status).toBe(200);
    const { companyInfo } = answer.json as { companyInfo: { dunsNumber: string }[] };
    expect(companyInfo.map((company) => company.dunsNumber)).toContain('804735132');
  });
});
