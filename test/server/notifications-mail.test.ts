import { sqliteQueryLayer } from '../../server/db/query-layer';
import { SqlOutboxRepository } from '../../server/mail/sql-outbox-repository';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { systemClock } from '../../server/clock';
import type { DunsApplications } from '../../server/get-a-duns/duns-applications';
import { localizedMail } from '../../server/mail/localized-mail';
import { Mailer } from '../../server/mail/mailer';
import { NotificationMail } from '../../server/notifications/notification-mail';
import { seed } from '../../server/seed/seed';
import { SUPPORTED_LOCALES } from '../../src/domain/locale/locale';
import {
  freshDatabase,
  getADunsServicesOver,
  VirtualClock,
  personaHashesOnce,
} from './test-database';

// Spec §4 "A pending DUNS request is processed and the number emailed after validation": the mail
// a user gets when their free DUNS application is issued, in their language (D-NOTIF-9).

jest.setTimeout(60_000);

const DAY_MINUTES = 24 * 60;
const PORTAL = 'https://portal.example';
/** DUNS applications with their ZIP Codes, so submitted at once (D-API-15). */
const MOONLIT_POTTERY = { flow: 'GAD', businessName: 'Moonlit Pottery', zipCode: '28801' } as const;
const VLTAVA_KERAMIKA = { flow: 'GAD', businessName: 'Vltava Keramika', zipCode: '10001' } as const;

describe('the mail of a DUNS number issued', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let mailer: Mailer;
  let applications: DunsApplications;
  let mail: NotificationMail;

  beforeEach(async () => {
    env = freshDatabase();
    clock = new VirtualClock(new Date('2026-03-02T10:00:00Z'));
    await seed(sqliteQueryLayer(env.db), clock, personaHashesOnce());
    // Only the applications these tests start: not Sam's seeded one (pending.duns, D-GAD-ENTRY-1).
    env.db.prepare('DELETE FROM gad_duns_applications').run();
    mailer = new Mailer(
      new SqlOutboxRepository(sqliteQueryLayer(env.db)),
      clock,
      undefined,
      () => undefined,
    );
    const services = getADunsServicesOver(env.db, clock);
    applications = services.applications;
    mail = new NotificationMail(services.notifications, clock, mailer, PORTAL);
  });
  afterEach(() => env.cleanUp());

  const issuedNumber = async (userId: string): Promise<string> => {
    const dunsNumber = (await applications.find(userId))?.dunsNumber;
    if (dunsNumber === undefined) throw new Error(`${userId}'s application was not issued`);
    return dunsNumber;
  };

  it.each([
    ['usr-new-user', 'new.user@example.com', 'Your DUNS number is ready', 'Hello Jordan,'],
    ['usr-cz-user', 'cz.user@example.com', 'Vaše číslo DUNS je připraveno', 'Dobrý den, Jana,'],
    ['usr-internal', 'internal@example.com', 'Ihre DUNS-Nummer ist bereit', 'Guten Tag Robin'],
  ])(
    'goes to %s once the application is issued, in their language, with the number and a link',
    async (userId, email, subject, greeting) => {
      await applications.startOrGet(userId, MOONLIT_POTTERY);
      clock.advanceMinutes(20 * DAY_MINUTES);
      // Processing, not issued: nothing to send.
      expect(await applications.issueDue()).toBe(0);
      expect(await mail.sendPending()).toBe(0);

      clock.advanceMinutes(30 * DAY_MINUTES);
      expect(await applications.issueDue()).toBe(1);
      expect(await mail.sendPending()).toBe(1);
      const dunsNumber = await issuedNumber(userId);
      const [sent, ...others] = await mailer.outbox(email);
      expect(others).toEqual([]);
      expect(sent).toMatchObject({ to: email, subject, kind: 'notice' });
      expect(sent?.text).toContain(greeting);
      expect(sent?.text).toContain('Moonlit Pottery');
      expect(sent?.text).toContain(`\n${dunsNumber}\n`);
      expect(sent?.text).toContain(`${PORTAL}/companyDetails?duns=${dunsNumber}`);
    },
  );

  it('is sent once, whoever asks and how often; only the user’s when asked for one user', async () => {
    await applications.startOrGet('usr-new-user', MOONLIT_POTTERY);
    await applications.startOrGet('usr-cz-user', VLTAVA_KERAMIKA);
    clock.advanceMinutes(60 * DAY_MINUTES);
    await applications.issueDue();
    expect(await mail.sendPending('usr-cz-user')).toBe(1);
    expect((await mailer.outbox()).map((sent) => sent.to)).toEqual(['cz.user@example.com']);
    const [first, second] = await Promise.all([mail.sendPending(), mail.sendPending()]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await mail.sendPending()).toBe(0);
    expect((await mailer.outbox()).map((sent) => sent.to).sort()).toEqual([
      'cz.user@example.com',
      'new.user@example.com',
    ]);
  });

  it('issued when the user looks (find) waits for the next sender, and is not lost', async () => {
    await applications.startOrGet('usr-new-user', MOONLIT_POTTERY);
    clock.advanceMinutes(60 * DAY_MINUTES);
    await issuedNumber('usr-new-user');
    expect(await mailer.outbox()).toEqual([]);
    expect(await mail.sendPending('usr-new-user')).toBe(1);
    expect(await mailer.outbox()).toHaveLength(1);
  });
});

describe('the DUNS-number mail in every supported locale', () => {
  it.each(SUPPORTED_LOCALES)('%s: a subject, and every value filled in', (locale) => {
    const sent = localizedMail('dunsNumberIssued', {
      to: 'a@example.com',
      language: locale,
      kind: 'notice',
      values: {
        firstName: 'Jana',
        businessName: 'Moonlit Pottery',
        dunsNumber: '123456789',
        link: 'https://portal.example/companyDetails?duns=123456789',
      },
    });
    expect(sent.subject.trim()).not.toBe('');
    expect(sent.text).not.toMatch(/[{}]/);
    for (const value of ['Jana', 'Moonlit Pottery', '123456789', 'https://portal.example/'])
      expect(sent.text).toContain(value);
  });
});

describe('npm run demo:advance', () => {
  it('issues the applications whose time has come and puts their mail in the outbox', async () => {
    const env = freshDatabase();
    try {
      await seed(sqliteQueryLayer(env.db), systemClock, personaHashesOnce());
      env.db.prepare('DELETE FROM gad_duns_applications').run(); // not Sam's seeded one
      await getADunsServicesOver(env.db, systemClock).applications.startOrGet(
        'usr-cz-user',
        VLTAVA_KERAMIKA,
      );
      const script = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'server/demo-advance-cli.ts', '--days', '45'],
        {
          cwd: path.resolve(__dirname, '../..'),
          env: { ...process.env, DATA_DIR: env.dataDir, PUBLIC_URL: PORTAL },
          encoding: 'utf8',
        },
      );
      expect({ status: script.status, stderr: script.stderr }).toEqual({ status: 0, stderr: '' });
      expect(script.stdout).toContain('1 issued now, 1 mail(s) sent');
      expect(script.stdout).toContain('mail #');
      const outbox = await new Mailer(
        new SqlOutboxRepository(sqliteQueryLayer(env.db)),
        systemClock,
        undefined,
        () => undefined,
      ).outbox('cz.user@example.com');
      expect(outbox).toEqual([
        expect.objectContaining({ subject: 'Vaše číslo DUNS je připraveno', kind: 'notice' }),
      ]);
      expect(outbox[0]?.text).toContain(`${PORTAL}/companyDetails?duns=`);
    } finally {
      env.cleanUp();
    }
  });
});
