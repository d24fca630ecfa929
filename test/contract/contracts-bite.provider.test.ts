import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Verifier } from '@pact-foundation/pact';
import {
  PACT_FILE,
  START_TIMEOUT_MS,
  startServer,
  stateHandlersFor,
  type ProviderUnderTest,
} from './provider-under-test';

/**
 * The contracts must bite: the same verification, against the reference backend behind a proxy
 * that renames one field the portal reads (`firstName` of the profile), has to fail.
 */
const RENAMED_PATH = '/services/auth/getUserProfile';

const renamingProxy = (target: string, rename: boolean): Promise<http.Server> =>
  new Promise((resolve) => {
    const proxy = http.createServer((incoming, outgoing) => {
      const forwarded = http.request(
        `${target}${incoming.url ?? '/'}`,
        // As a reverse proxy does, it asks for the backend's own host (docs/decisions/security.md
        // D-SEC-4).
        { method: incoming.method, headers: { ...incoming.headers, host: new URL(target).host } },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            let body = Buffer.concat(chunks).toString('utf8');
            if (rename && incoming.url?.startsWith(RENAMED_PATH))
              body = body.replace('"firstName"', '"givenName"');
            const headers = {
              ...answer.headers,
              'content-length': String(Buffer.byteLength(body)),
            };
            outgoing.writeHead(answer.statusCode ?? 502, headers);
            outgoing.end(body);
          });
        },
      );
      incoming.pipe(forwarded);
    });
    proxy.listen(0, '127.0.0.1', () => resolve(proxy));
  });

describe('the pact fails a provider that renames a field the portal reads', () => {
  let provider: ProviderUnderTest | undefined;
  const proxies: http.Server[] = [];

  beforeAll(async () => {
    provider = await startServer();
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(proxies.map((proxy) => new Promise((resolve) => proxy.close(resolve))));
    await provider?.stop();
  }, 15_000);

  const verifyThroughProxy = async (rename: boolean): Promise<unknown> => {
    if (provider === undefined) throw new Error('the provider did not start');
    const proxy = await renamingProxy(provider.baseUrl, rename);
    proxies.push(proxy);
    const { port } = proxy.address() as AddressInfo;
    return new Verifier({
      provider: 'business-portal-services',
      providerBaseUrl: `http://127.0.0.1:${port}`,
      changeOrigin: true,
      pactUrls: [PACT_FILE],
      logLevel: 'error',
      stateHandlers: stateHandlersFor(provider),
    }).verifyProvider();
  };

  it(
    'passes through the proxy when it renames nothing (the proxy alone breaks nothing)',
    async () => {
      await expect(verifyThroughProxy(false)).resolves.toBeDefined();
    },
    START_TIMEOUT_MS,
  );

  it(
    'rejects the verification when `firstName` becomes `givenName`',
    async () => {
      await expect(verifyThroughProxy(true)).rejects.toThrow();
    },
    START_TIMEOUT_MS,
  );
});
