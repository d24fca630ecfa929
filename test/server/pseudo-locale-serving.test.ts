import fs from 'node:fs';
import path from 'node:path';
import { PSEUDO_LOCALE_META } from '../../server/http/static-routes';
import { startTestServer, type TestServer } from './test-server';
import { temporaryDataDir } from './test-database';

jest.setTimeout(120_000);

// docs/decisions/pseudo-locale.md D-PSEUDO-1: every build has the pseudo-locale's chunk, but only a
// server started with PSEUDO_LOCALE=true serves it and tells the portal (a meta in each page) it
// may be chosen.

const INDEX =
  '<!doctype html><html><head><meta property="csp-nonce" content="__CSP_STYLE_NONCE__"></head>' +
  '<body><div id="root"></div><script nonce="__CSP_SCRIPT_NONCE__" src="/main.js"></script></body></html>';
const PSEUDO_CHUNK = '/assets/messages-en-xa-json.0123456789.js';
const ENGLISH_CHUNK = '/assets/messages-en-us-json.0123456789.js';

const staticDir = temporaryDataDir();
beforeAll(() => {
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  for (const chunk of [PSEUDO_CHUNK, ENGLISH_CHUNK]) {
    fs.writeFileSync(path.join(staticDir, chunk), '/* messages */');
  }
});
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describe.each([
  ['unset', {}, false],
  ['false', { PSEUDO_LOCALE: 'false' }, false],
  ['true', { PSEUDO_LOCALE: 'true' }, true],
])('PSEUDO_LOCALE %s', (_, env, offered) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...env, STATIC_DIR: staticDir });
  });
  afterAll(async () => server.close());

  it(`${offered ? 'offers' : 'does not offer'} the pseudo-locale in each page`, async () => {
    const page = await server.call('GET', '/accountInfo/profile?lang=en-xa');
    expect(page.status).toBe(200);
    expect(page.text.includes(PSEUDO_LOCALE_META)).toBe(offered);
  });

  it(`${offered ? 'serves' : 'does not serve'} its chunk, and always the others`, async () => {
    // Status and body together: a failure then shows which server answered and what it said.
    const answer = async (chunk: string) => {
      const { status, text } = await server.call('GET', chunk);
      return { status, text };
    };
    expect((await answer(PSEUDO_CHUNK)).status).toBe(offered ? 200 : 404);
    expect(await answer(ENGLISH_CHUNK)).toEqual({ status: 200, text: '/* messages */' });
  });
});
