import { providerUnderTest, START_TIMEOUT_MS, type ProviderUnderTest } from './provider-under-test';
import { verifyPact } from './verify-pact';

/**
 * Verifies the portal's pact against the real services backend (`server/`), started as a child
 * process on a free port with a fresh data folder, so a fresh database and fresh signing keys.
 *
 * To verify a provider that is already running instead (see contracts/README.md), set
 * PROVIDER_BASE_URL, plus PROVIDER_DATA_DIR (the folder holding its database) or
 * PROVIDER_DATABASE_URL, and PROVIDER_PUBLIC_URL if it differs from PROVIDER_BASE_URL (the issuer
 * is `<public url>/oidc`).
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
      await expect(verifyPact(provider)).resolves.toBeUndefined();
    },
    START_TIMEOUT_MS,
  );
});
