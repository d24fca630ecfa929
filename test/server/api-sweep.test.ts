import {
  anErrorBody,
  isSessionGuarded,
  operationsOf,
  type ListedOperation,
  type OpenApiPaths,
} from './openapi-operations';
import { startTestServer, type TestServer } from './test-server';

jest.setTimeout(120_000);

/**
 * Issue 4: "Every endpoint that needs a session returns 401 without one", and bad input is a 4xx
 * with `{ error, message }`, never a 5xx or a stack trace. Swept over every operation of the
 * OpenAPI document, so a route added later is held to the same rules.
 */
const SAMPLE_PATH_VALUES: Record<string, string> = { dunsNumber: '804735132' };

let t: TestServer;
let operations: readonly ListedOperation[];

beforeAll(async () => {
  t = await startTestServer({ SEED_COMPANY_COUNT: '1000' });
  const paths = ((await t.call('GET', '/services/docs/json')).json as { paths: OpenApiPaths })
    .paths;
  operations = operationsOf(paths).map(({ method, path, operation }) => ({
    method: method.toUpperCase(),
    path: path.replace(/\{(\w+)\}/g, (_match, name: string) => SAMPLE_PATH_VALUES[name] ?? 'x'),
    operation,
  }));
});
afterAll(() => t.close());

const hasBody = (method: string): boolean => method === 'POST' || method === 'PUT';

it('documents more than thirty operations (the calls of spec §7)', () => {
  expect(operations.length).toBeGreaterThan(30);
});

it('answers 401 with a JSON error to every session-guarded operation called without a session', async () => {
  const guarded = operations.filter(({ operation }) => isSessionGuarded(operation));
  expect(guarded.length).toBeGreaterThan(20);
  for (const { method, path } of guarded) {
    const answer = await t.call(
      method,
      path,
      hasBody(method) ? { headers: { origin: t.baseUrl }, body: {} } : {},
    );
    expect({ call: `${method} ${path}`, status: answer.status, body: answer.json }).toEqual({
      call: `${method} ${path}`,
      status: 401,
      body: anErrorBody,
    });
  }
});

it.each([
  ['a field no schema names', JSON.stringify({ surelyNotAField: true })],
  ['malformed JSON', '{"unfinished":'],
  ['a JSON array', '[1,2,3]'],
  ['a string where an object belongs', '"text"'],
])(
  'answers a body with %s by a 4xx JSON error, signed in, on every operation that takes a body',
  async (_name, rawBody) => {
    const session = await t.signIn('usr-us-owner');
    for (const { method, path } of operations.filter(({ method }) => hasBody(method))) {
      const answer = await t.call(method, path, { headers: session.writeHeaders, rawBody });
      const call = `${method} ${path}`;
      expect({ call, clientError: answer.status >= 400 && answer.status < 500 }).toEqual({
        call,
        clientError: true,
      });
      expect({ call, body: answer.json }).toEqual({ call, body: anErrorBody });
      expect(answer.text).not.toMatch(/\.ts:\d+|node_modules|at [A-Za-z]+ \(/);
    }
  },
);

it('answers junk query values by a 4xx or a success, never a 5xx, signed in, on every GET', async () => {
  const session = await t.signIn('usr-us-owner');
  const junk =
    '?dunsNumber=%00%27%22&payload=%%%&flow=%3Cscript%3E&type=..%2F..&app_id=-1&subscriber_number=';
  for (const { method, path } of operations.filter(({ method }) => method === 'GET')) {
    const answer = await t.call(method, `${path}${junk}`, { headers: session.headers });
    expect({ call: `GET ${path}`, serverError: answer.status >= 500 }).toEqual({
      call: `GET ${path}`,
      serverError: false,
    });
  }
});
