import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DATABASE_FILE } from '../../server/db/database';
import { freePort } from '../e2e/portal-server';
import { registrationBody } from './registration-fixtures';
import { runServerToExit, startTestServer, type TestServer } from './test-server';
import { temporaryDataDir } from './test-database';

jest.setTimeout(90_000);

// Issue 9 "Safe by default": demo mode and production mode, the canonical origin, /health, owner-only
// data files, the data-folder lock, a damaged database, request timeouts.

const ENV = { SEED_COMPANY_COUNT: '100' };

/** A GET with a Host header of our choosing to `address`, which fetch does not allow. */
const rawGet = (
  address: string,
  port: number,
  urlPath: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const request = http.get({ host: address, port, path: urlPath, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });

const nonLoopbackAddress = (): string | undefined =>
  Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)?.address;

describe('demo mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...ENV, HOST: '0.0.0.0', REQUEST_TIMEOUT_SECONDS: '2' });
  });
  afterAll(() => server.close());

  it('shows the outbox to a caller on this machine', async () => {
    const answer = await server.call('GET', '/dev/mail.json');
    expect(answer.status).toBe(200);
    expect(Array.isArray((answer.json as { messages?: unknown }).messages)).toBe(true);
  });

  it('hides the outbox from a request a proxy forwarded, even from loopback', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
    ];
    for (const header of forwarded) {
      expect((await server.call('GET', '/dev/mail.json', { headers: header })).status).toBe(404);
      expect((await server.call('GET', '/dev/mail', { headers: header })).status).toBe(404);
    }
  });

  it('hides the outbox from another machine when HOST is widened', async () => {
    const address = nonLoopbackAddress();
    // A machine with no network interface but loopback cannot be reached from another one at all.
    if (address === undefined) return;
    const port = Number(new URL(server.baseUrl).port);
    const host = new URL(server.baseUrl).host;
    expect((await rawGet(address, port, '/dev/mail.json', { host })).status).toBe(404);
    expect((await rawGet(address, port, '/services/auth/checkUserLogin', { host })).status).toBe(
      401,
    );
  });

  it('redirects a page asked for on another host name to the same path on PUBLIC_URL', async () => {
    const port = Number(new URL(server.baseUrl).port);
    const answer = await rawGet('127.0.0.1', port, '/login?lang=de-ch', {
      host: `127.0.0.1:${port}`,
    });
    expect(answer.status).toBe(308);
    const redirected = await fetch(`http://127.0.0.1:${port}/gad/search?x=1`, {
      redirect: 'manual',
    });
    expect(redirected.status).toBe(308);
    expect(redirected.headers.get('location')).toBe(`${server.baseUrl}/gad/search?x=1`);
  });

  it('believes no forwarding header without TRUST_PROXY', async () => {
    const port = Number(new URL(server.baseUrl).port);
    const forged = await rawGet('127.0.0.1', port, '/login', {
      host: `127.0.0.1:${port}`,
      'x-forwarded-host': new URL(server.baseUrl).host,
    });
    expect(forged.status).toBe(308);
  });

  it('refuses a write on another host name instead of replaying it', async () => {
    const port = Number(new URL(server.baseUrl).port);
    const answer = await fetch(`http://127.0.0.1:${port}/services/auth/forgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'us.owner@example.com' }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(421);
    expect(await answer.json()).toEqual({
      error: 'MISDIRECTED_REQUEST',
      message: `This service answers at ${server.baseUrl} only.`,
    });
  });

  it('answers /health and /ready on any host name, /ready with the database state', async () => {
    const port = Number(new URL(server.baseUrl).port);
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`http://127.0.0.1:${port}/ready`);
    expect([ready.status, await ready.json()]).toEqual([
      200,
      { status: 'ready', database: 'ok', redis: 'none' },
    ]);
  });

  it('creates the data folder and every file in it for its owner only, keys in the database', () => {
    expect(fs.statSync(server.dataDir).mode & 0o777).toBe(0o700);
    const files = fs
      .readdirSync(server.dataDir)
      .filter((name) => fs.statSync(path.join(server.dataDir, name)).isFile());
    expect(files).toContain(DATABASE_FILE);
    // The keys are rows of the database (D-STORE-6), never files of their own.
    expect(files).not.toContain('identity-provider-keys.json');
    expect(files).not.toContain('duns-cipher.key');
    for (const name of files)
      expect([name, fs.statSync(path.join(server.dataDir, name)).mode & 0o777]).toEqual([
        name,
        0o600,
      ]);
  });

  it('stops a second server on the same data folder with a clear message', async () => {
    const second = await runServerToExit({
      DATA_DIR: server.dataDir,
      STATIC_DIR: path.join(server.dataDir, 'no-build'),
    });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `Another server is already running on the data folder ${server.dataDir}`,
    );
    expect(second.stderr).not.toMatch(/^\s+at /m);
    // The first one still answers.
    expect((await server.call('GET', '/health')).status).toBe(200);
  });

  /** Sends `head` on a raw socket, then `more` every `everyMs` until the server closes its side. */
  const rawExchange = async (head: string, more = '', everyMs = 500) => {
    const port = Number(new URL(server.baseUrl).port);
    const socket = net.connect(port, '127.0.0.1');
    socket.write(head);
    const sending = setInterval(() => socket.write(more), everyMs);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    // A client stops sending once the server has closed its side, as a real one would.
    socket.once('end', () => clearInterval(sending));
    const failures: Error[] = [];
    socket.on('error', (error) => failures.push(error));
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(sending);
    return { answer, failures };
  };

  it('cuts off a client that never finishes sending its body', async () => {
    const started = Date.now();
    // A byte now and then keeps the connection from ever being idle: only the request timeout ends it.
    const { answer, failures } = await rawExchange(
      `POST /services/auth/forgotPassword HTTP/1.1\r\nHost: ${new URL(server.baseUrl).host}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
      ' ',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // The answer arrives whole and the connection ends with a FIN, never a reset.
    expect(failures).toEqual([]);
  });

  it('answers oversized headers with a 431 the client gets to read, while it is still sending', async () => {
    // Unread input at close turns a FIN into a reset, which can discard the answer in flight.
    const { answer, failures } = await rawExchange(
      `GET /health HTTP/1.1\r\nHost: ${new URL(server.baseUrl).host}\r\n` +
        `X-Filler: ${'a'.repeat(8 * 1024 * 1024)}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('"statusCode":431');
    expect(failures).toEqual([]);
  });
});

describe('production mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A mail server that refuses every connection: the calls must still not fail with a 5xx.
    const deadSmtpPort = await freePort();
    server = await startTestServer({
      ...ENV,
      NODE_ENV: 'production',
      SMTP_URL: `smtp://127.0.0.1:${deadSmtpPort}`,
    });
  });
  afterAll(() => server.close());

  it('has no /dev routes, and no /metrics without METRICS_TOKEN (D-OPS-4)', async () => {
    expect((await server.call('GET', '/dev/mail')).status).toBe(404);
    expect((await server.call('GET', '/dev/mail.json')).status).toBe(404);
    // As any path that does not exist (here: the page route of a server without a build).
    const metrics = await server.call('GET', '/metrics');
    const nowhere = await server.call('GET', '/no-such-path');
    expect([metrics.status, metrics.text]).toEqual([nowhere.status, nowhere.text]);
    expect(metrics.text).not.toContain('portal_');
  });

  it('seeds no demo account and no demo directory', () => {
    expect(server.db.prepare('SELECT count(*) AS count FROM users').get()).toEqual({ count: 0 });
    expect(server.db.prepare('SELECT count(*) AS count FROM companies').get()).toEqual({
      count: 0,
    });
  });

  it('answers a call that sends mail without a 5xx when the mail server is down', async () => {
    // Registration mails a verification code at once: the send fails, the call does not.
    const answer = await server.call('POST', '/services/auth/newUser', {
      headers: { origin: server.baseUrl },
      body: registrationBody('mail.outage@example.com'),
    });
    expect(answer.status).toBe(201);
    expect(
      server.db
        .prepare('SELECT count(*) AS count FROM users WHERE email = ?')
        .get('mail.outage@example.com'),
    ).toEqual({
      count: 1,
    });
  });
});

describe('refusing to start', () => {
  it('refuses production mode without SMTP_URL, naming it, with no stack trace', async () => {
    const dataDir = temporaryDataDir();
    const result = await runServerToExit({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://portal.example.com',
      DATA_DIR: dataDir,
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SMTP_URL must be set in production mode');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('refuses a value that does not parse instead of replacing it with a default', async () => {
    const result = await runServerToExit({ PORT: 'abc' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT must be a whole number from 1 to 65535 (got "abc")');
  });

  it('stops on a damaged database file with a message naming it and what to do', async () => {
    const dataDir = temporaryDataDir();
    const file = path.join(dataDir, DATABASE_FILE);
    fs.writeFileSync(file, 'this is not a database '.repeat(200));
    const result = await runServerToExit({
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-build'),
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `The database ${file} cannot be opened (file is not a database)`,
    );
    expect(result.stderr).toContain('move it aside and restore a backup');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
