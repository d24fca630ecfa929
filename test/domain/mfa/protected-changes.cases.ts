import { FRESH_PROOF_SECONDS, needsFreshProof } from '../../../src/domain/mfa/protected-changes';
import { eachConstantIsAsQuoted } from '../constant-rows';

describe('protected changes — "if the last proof is older than five minutes"', () => {
  eachConstantIsAsQuoted([['"five minutes"', FRESH_PROOF_SECONDS, 300]]);

  const now = 1_000_000;
  it.each([
    ['no proof this session', undefined, true],
    ['proved just now', now, false],
    ['proved five minutes ago', now - 300, false],
    ['proved five minutes and a second ago', now - 301, true],
    ['a proof dated in the future', now + 60, true],
  ])('%s', (_case, lastProofAt, expected) => {
    expect(needsFreshProof(lastProofAt, now)).toBe(expected);
  });
});
