import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { systemClock } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { openServerStorage, type ServerStorage } from '../../server/db/server-storage';
import { generateDirectory } from '../../server/get-a-duns/company-directory';
import { directoryIn } from '../../server/get-a-duns/directory-adapters';
import { demoAdvanceCommand } from '../../server/get-a-duns/demo-advance-command';
import { seedCommand } from '../../server/seed/seed-command';
import { postgresForThisFile } from './postgres-database';
import { getADunsServicesIn, temporaryDataDir } from './test-database';

// Seeding hashes every persona's password, slowly on purpose; jest's 5 s is too short for it.
jest.setTimeout(60_000);

const postgres = postgresForThisFile();
const ROOT = path.resolve(__dirname, '../..');
const PUBLIC_URL = 'http://localhost:8080';
const ASSOCIATE_A_DUNS = 283;

/** An environment naming a fresh database of `engine`, as an operator's would. */
const environmentFor = async (engine: 'sqlite' | 'postgres'): Promise<NodeJS.ProcessEnv> =>
  engine === 'sqlite'
    ? { DATA_DIR: temporaryDataDir(), PUBLIC_URL }
    : { DATABASE_URL: (await postgres.freshDatabase()).url, PUBLIC_URL };

const runCli = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/demo-advance-cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

describe.each(['sqlite', 'postgres'] as const)('npm run demo:advance on %s', (engine) => {
  let env: NodeJS.ProcessEnv;
  let storage: ServerStorage;
  beforeAll(async () => {
    env = await environmentFor(engine);
    expect((await seedCommand(env, 50)).status).toBe(0);
    storage = await openServerStorage(loadConfig(env), { lockDataDir: false, poolMax: 2 });
  });
  afterAll(async () => {
    await storage?.close();
    if (env?.DATA_DIR !== undefined) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  it('issues a DUNS application whose time has come and resolves a pending association', async () => {
    const services = getADunsServicesIn(storage.layer, systemClock, directoryIn(storage.engine));
    const company = generateDirectory(50)[8];
    if (company === undefined) throw new Error('no directory company 8');
    await services.entitlements.entitle({
      userId: 'usr-new-user',
      dunsNumber: company.dunsNumber,
      appId: ASSOCIATE_A_DUNS,
      salesChannel: 'GAD',
      route: 'entitleExistingDuns',
    });
    await services.applications.startOrGet('usr-us-owner', {
      flow: 'GAD',
      businessName: 'Morgan Consulting',
      zipCode: '07078',
    });
    const lines: string[] = [];
    const outcome = await demoAdvanceCommand(env, 45, systemClock, (line) => lines.push(line));

    expect(outcome.status).toBe(0);
    const issued = await services.applications.find('usr-us-owner');
    expect(issued?.status).toBe('issued');
    expect(outcome.message).toMatch(/^Moved [1-9]\d* DUNS application\(s\) 45 day\(s\) back in /);
    expect(outcome.message).toContain(`us.owner@example.com  submitted `);
    // Not complete, it waits for its ZIP Code, not for time (D-API-15).
    expect(outcome.message).toMatch(
      /DFC-2026-000093 {2}gad\.incomplete@example\.com {2}started \S+ {2}notComplete/,
    );
    expect(outcome.message).toContain(
      'Moved 1 pending DUNS association(s) 45 day(s) back; 1 resolved now, 0 still pending',
    );
    const role = await storage.layer
      .selectFrom('user_companies')
      .select('role')
      .where('user_id', '=', 'usr-new-user')
      .where('duns', '=', company.dunsNumber)
      .executeTakeFirst();
    expect(role?.role).toBe('member');
    const keys = (await services.notifications.list('usr-new-user')).notifications.map(
      (notification) => notification.key,
    );
    expect(keys).toContain('company-associated');
    // No SMTP_URL: the mails went to the outbox, as the demo's /dev/mail shows them.
    const outbox = await storage.layer
      .selectFrom('outbox')
      .select('recipient')
      .where('recipient', '=', 'us.owner@example.com')
      .execute();
    expect(outbox.length).toBeGreaterThan(0);
  });
  // D-AUTH-8: the demo reaches a password's maximum age (or passes a minimum one) on request.
  it('makes every password N days older with --passwords, and only then', async () => {
    const changedAt = async () =>
      (
        await storage.layer
          .selectFrom('users')
          .select('password_changed_at')
          .where('id', '=', 'usr-uk-trial')
          .executeTakeFirstOrThrow()
      ).password_changed_at;
    const before = await changedAt();
    const plain = await demoAdvanceCommand(env, 2, systemClock, () => undefined);
    expect(plain.message).not.toContain('password');
    expect(await changedAt()).toBe(before);
    const aged = await demoAdvanceCommand(env, 181, systemClock, () => undefined, {
      agePasswords: true,
    });
    expect(aged.message).toMatch(/\nMade [1-9]\d* password\(s\) 181 day\(s\) older$/);
    expect(await changedAt()).toBe(before - 181 * 24 * 60 * 60);
  });
});

describe('the demo:advance command line', () => {
  it('runs on the configured database and says what it moved', () => {
    const dataDir = temporaryDataDir();
    try {
      const script = runCli({ DATA_DIR: dataDir, PUBLIC_URL }, '--days', '3');
      expect({ status: script.status, stderr: script.stderr }).toEqual({ status: 0, stderr: '' });
      expect(script.stdout).toContain(
        `Moved 0 DUNS application(s) 3 day(s) back in SQLite in ${dataDir}; 0 issued now, 0 mail(s) sent`,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes --passwords, and refuses an unknown option with its usage', () => {
    const dataDir = temporaryDataDir();
    try {
      const script = runCli({ DATA_DIR: dataDir, PUBLIC_URL }, '--days', '1', '--passwords');
      expect({ status: script.status, stderr: script.stderr }).toEqual({ status: 0, stderr: '' });
      expect(script.stdout).toContain('Made 0 password(s) 1 day(s) older');
      const unknown = runCli({ DATA_DIR: dataDir, PUBLIC_URL }, '--days', '1', '--pasword');
      expect(unknown.status).toBe(2);
      expect(unknown.stderr).toContain('usage: npm run demo:advance -- --days N [--passwords]');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a number of days below one with its usage', () => {
    const script = runCli({}, '--days', '0');
    expect(script.status).toBe(2);
    expect(script.stderr).toContain('usage: npm run demo:advance -- --days N');
  });
});
