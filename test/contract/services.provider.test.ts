import fs from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import {
  PACT_FILE,
  providerUnderTest,
  START_TIMEOUT_MS,
  stateHandlersFor,
  type ProviderUnderTest,
} from './provider-under-test';

/**
 * Verifies the portal's pact against the real services backend (`server/`), started as a child
 * process on a free port with a fresh data folder, so a fresh database and fresh signing keys.
 *
 * To verify a provider that is already running instead (see contracts/README.md), set
 * PROVIDER_BASE_URL, plus PROVIDER_DATA_DIR (the folder holding its identity-provider-keys.json)
 * and PROVIDER_PUBLIC_URL if it differs from PROVIDER_BASE_URL (the issuer is `<public url>/oidc`).
 */
describe('business-portal-services honours the business-portal-web pact', () => {
  let provider: ProviderUnderTest | undefined;

  beforeAll(async () => {
    provider = await providerUnderTest();
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await provider?.stop();
  }, 15_000);

  it(
    'verifies every interaction of the pact file',
    async () => {
      if (provider === undefined) throw new Error('the provider did not start');
      if (!fs.existsSync(PACT_FILE)) {
        throw new Error(
          `${PACT_FILE} is missing: run \`npx jest --selectProjects contract-consumer\` first`,
        );
      }
      const underTest = provider;
      const verifier = new Verifier({
        provider: 'business-portal-services',
        providerBaseUrl: underTest.baseUrl,
        // Pact's own proxy (for the state handlers) must pass the provider's host on: the server
        // answers only for its public host (docs/decisions/security.md D-SEC-4).
        changeOrigin: true,
        pactUrls: [PACT_FILE],
        logLevel: 'warn',
        stateHandlers: stateHandlersFor(underTest),
      });

      await expect(verifier.verifyProvider()).resolves.toBeDefined();
    },
    START_TIMEOUT_MS,
  );
});
