import { randomUUID } from 'node:crypto';
import { Secret } from 'otpauth';
import { epochSeconds, type Clock } from '../clock';
import { transactionAlone, type QueryLayer } from '../db/query-layer';
import type { UserRepository } from '../identity/user-repository';
import type { MfaSecretBox } from '../mfa/mfa-secret-box';
import { SqlMfaFactorRepository } from '../mfa/sql-mfa-factor-repository';
import { SqlRecoveryCodeRepository } from '../mfa/sql-recovery-code-repository';

// The advisory lock of this seed on PostgreSQL: "demo2f" in ASCII, unlike the migrations' lock.
const DEMO_FACTORS_LOCK = 0x64656d6f3266;

/**
 * mfa.user@example.com's authenticator app and recovery codes (issue 28). They are public, as the
 * demo password is: docs/demo-accounts.md prints the key, for a phone's app, and a code.
 */
export const DEMO_MFA = {
  userId: 'usr-mfa-user',
  appName: 'Phone',
  /** RFC 4648 base32, as docs/demo-accounts.md prints it for an authenticator app. */
  appKey: 'UW44LB6IXEUDQR7I74YWGMH7BPPDA7DF',
  recoveryCodes: [
    'jhap9-fnu53',
    'rs79f-vwrgr',
    'svmpx-hzktn',
    '39qvr-n93vd',
    'c46w3-8tcfx',
    'gb67k-85w7u',
    'anfz4-kbg5v',
    'p8jfn-7cv93',
    '8f4an-8cwnq',
    'b9q4n-5tnes',
  ],
  /**
   * The codes' slow digests under `salt`, computed once so that seeding runs no scrypt
   * (test/server/demo-factors.test.ts checks they are the codes').
   */
  salt: '9sI8L-jfkghJtN9PBxgwiw',
  digests: [
    'RRD3Ey_rK85BMe_fUR_QOUxkQ8-OvzvaeC03w082Q1k',
    'hT1HsC4h7IpEbcJanEc_7VmSCofrihQEbJTK-TdTz9U',
    'uiKHKMZHaw3oeBcccV-CUsWpNZgGL_2ogOd62wm_2h0',
    'zL_QwbMLVkyfIZmy2tiW2sgobBD8-PKJb8mPqOMY9t8',
    'zqPy4-TW5rkt_iESYAZYJRB8uFigD-Z4Yy7LC4fG4gs',
    'QtgoITYitt83SRKXyfbGrxWjHoHR2Hldps8qOioTehs',
    'sfMu9_EgWAls2MuJTKGuRLUewEcHNAUIO8GWMBzTgTI',
    'CBioEO_karZLvyR3R61rQBj0rlgyiVaVimsUMdsNORk',
    'odff_LPfhQYorVX-Xv0Ci9Q4bkPqV57R9za_ToNydVw',
    'AXcm-BSTQ9m7kjANb3-xAn08ZiMhuzqVnTSRAXDuCWs',
  ],
} as const;

/**
 * Gives mfa.user@example.com their app and recovery codes, once: after the seed (the app's secret
 * is sealed under the server's MFA key, which the seed runs before), when the persona exists and
 * has no factor yet. The check and the writes are one transaction under a lock, so that processes
 * starting together over one PostgreSQL seed them once between them.
 */
export const seedDemoFactors = async (
  layer: QueryLayer,
  secretBox: MfaSecretBox,
  users: UserRepository,
  clock: Clock,
): Promise<void> => {
  const { userId } = DEMO_MFA;
  if ((await users.findById(userId)) === undefined) return;
  await transactionAlone(layer, DEMO_FACTORS_LOCK, async (trx) => {
    const factors = new SqlMfaFactorRepository(trx);
    if ((await factors.factors(userId)).length > 0) return;
    const now = epochSeconds(clock);
    const id = randomUUID();
    const secret = Secret.fromBase32(DEMO_MFA.appKey);
    await factors.addTotp({
      id,
      userId,
      name: DEMO_MFA.appName,
      sealedSecret: secretBox.seal(userId, new Uint8Array(secret.buffer)),
      createdAt: now,
    });
    // Step 0 confirms the app without spending any code a phone shows now.
    await factors.claimTotpStep(id, 0, now);
    await new SqlRecoveryCodeRepository(trx).replace(
      userId,
      DEMO_MFA.digests.map((digest) => ({ digest, salt: DEMO_MFA.salt })),
      now,
    );
  });
};
