// Issue 28 "recovery codes: ten single-use codes shown once ... regenerate (the old set dies),
// stored only as digests" (D-MFA-3).
import * as E from 'fp-ts/Either';
import { sqliteQueryLayer } from '../../server/db/query-layer';
import { RecoveryCodeService } from '../../server/mfa/recovery-code-service';
import { SqlRecoveryCodeRepository } from '../../server/mfa/sql-recovery-code-repository';
import { insertBareUser } from './storage-engines';
import { freshDatabase, VirtualClock } from './test-database';

// Ten slow digests a set: seconds on a loaded machine.
jest.setTimeout(60_000);

const incorrect = E.left({ code: 'mfa.recoveryCode.incorrect' });

describe('recovery codes on the server', () => {
  const clock = new VirtualClock(new Date('2026-12-07T09:00:00Z'));
  let env: ReturnType<typeof freshDatabase>;
  let service: RecoveryCodeService;
  beforeAll(async () => {
    env = freshDatabase();
    const layer = sqliteQueryLayer(env.db);
    await insertBareUser(layer, 'ana');
    await insertBareUser(layer, 'ben');
    service = new RecoveryCodeService(new SqlRecoveryCodeRepository(layer), clock);
  });
  afterAll(() => env.cleanUp());

  it('issues ten different codes of two groups of five, stored only as digests', async () => {
    const codes = await service.issue('ana');
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    const stored = env.db.prepare('SELECT digest, salt FROM mfa_recovery_codes').all();
    expect(stored).toHaveLength(10);
    const text = JSON.stringify(stored);
    for (const code of codes) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(code.replace('-', ''));
    }
    expect(await service.left('ana')).toBe(10);
  });

  it('takes each code once, typed in any case or spacing, and only for its user', async () => {
    const [first = '', second = ''] = await service.issue('ana');
    expect(await service.use('ben', first)).toEqual(incorrect);
    expect(await service.use('ana', first.toUpperCase().replace('-', ' '))).toEqual(E.right(9));
    expect(await service.use('ana', first)).toEqual(incorrect);
    expect(await service.use('ana', 'not a code')).toEqual(incorrect);
    expect(await service.use('ana', second)).toEqual(E.right(8));
  });

  it('a new set makes the old one stop working', async () => {
    const [old = ''] = await service.issue('ana');
    const [fresh = ''] = await service.issue('ana');
    expect(await service.use('ana', old)).toEqual(incorrect);
    expect(await service.use('ana', fresh)).toEqual(E.right(9));
  });
});
