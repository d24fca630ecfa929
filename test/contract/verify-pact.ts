import fs from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { PACT_FILE, stateHandlersFor, type ProviderUnderTest } from './provider-under-test';

/** Verifies every interaction of the portal's pact file against `underTest`. */
export const verifyPact = async (underTest: ProviderUnderTest): Promise<void> => {
  if (!fs.existsSync(PACT_FILE)) {
    throw new Error(
      `${PACT_FILE} is missing: run \`npx jest --selectProjects contract-consumer\` first`,
    );
  }
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
  await verifier.verifyProvider();
};
