// Issue 28 personas: mfa.user@example.com's recovery codes are seeded as digests computed once;
// these must be the digests of the codes docs/demo-accounts.md prints, or the printed codes would
// not work.
import * as E from 'fp-ts/Either';
import { slowDigest } from '../../server/identity/password-hashing';
import { DEMO_MFA } from '../../server/seed/demo-factors';
import { PERSONAS } from '../../server/seed/personas';
import { readRecoveryCode } from '../../src/domain/mfa/recovery-codes';
import { printedMfaFactors } from './docs-pages';

jest.setTimeout(60_000);

describe("mfa.user@example.com's seeded factors", () => {
  it('are a persona of the seed', () => {
    expect(PERSONAS.find((persona) => persona.id === DEMO_MFA.userId)?.email).toBe(
      'mfa.user@example.com',
    );
  });

  it('are the key and the recovery code docs/demo-accounts.md prints for mfa.user', () => {
    expect(printedMfaFactors()).toEqual({
      appKey: DEMO_MFA.appKey,
      recoveryCodes: [DEMO_MFA.recoveryCodes.at(-1)],
    });
  });

  it('store the slow digest of each printed recovery code under the set salt', async () => {
    const digests = await Promise.all(
      DEMO_MFA.recoveryCodes.map(async (code) => {
        const read = readRecoveryCode(code);
        if (E.isLeft(read)) throw new Error(`${code} is not a recovery code`);
        const key = await slowDigest(read.right, Buffer.from(DEMO_MFA.salt, 'base64url'));
        return key.toString('base64url');
      }),
    );
    expect(digests).toEqual(DEMO_MFA.digests);
  });
});
