import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `npm run pact:publish` as a user would, with only the variables given. */
const publish = (env: Record<string, string>): Promise<Run> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/pact-publish.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });

describe('npm run pact:publish', () => {
  it('says what is missing, and publishes nothing, without a broker', async () => {
    const run = await publish({});
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('PACT_BROKER_BASE_URL is not set: nothing was published');
  }, 30_000);

  it('asks for credentials when only the broker is given', async () => {
    const run = await publish({ PACT_BROKER_BASE_URL: 'http://127.0.0.1:9' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('PACT_BROKER_TOKEN');
  }, 30_000);

  it('PUTs the pact and the branch version to the broker, with the token', async () => {
    const received: {
      method: string;
      url: string;
      authorization: string | undefined;
      body: string;
    }[] = [];
    const broker = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          authorization: request.headers.authorization,
          body,
        });
        response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = broker.address() as AddressInfo;
      const run = await publish({
        PACT_BROKER_BASE_URL: `http://127.0.0.1:${port}/`,
        PACT_BROKER_TOKEN: 'secret-token',
        PACT_CONSUMER_VERSION: '1.2.3',
        PACT_CONSUMER_BRANCH: 'main',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(received.map((call) => `${call.method} ${call.url}`)).toEqual([
        'PUT /pacticipants/business-portal-web/branches/main/versions/1.2.3',
        'PUT /pacts/provider/business-portal-services/consumer/business-portal-web/version/1.2.3',
      ]);
      expect(received.every((call) => call.authorization === 'Bearer secret-token')).toBe(true);
      const published = JSON.parse(received[1]?.body ?? '{}') as { interactions?: unknown[] };
      expect(published.interactions?.length).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => broker.close(resolve));
    }
  }, 30_000);
});
