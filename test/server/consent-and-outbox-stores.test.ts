// The consent history and the embedded outbox behind their ports (D-STORE-4): one table of cases
// for SQLite and PostgreSQL.
import { SqlOutboxRepository } from '../../server/mail/sql-outbox-repository';
import { SqlConsentRepository } from '../../server/profile/sql-consent-repository';
import { enginesForThisFile, insertBareUser, type FreshDatabase } from './storage-engines';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();

const mail = (to: string, subject: string) =>
  ({ to, subject, text: `About ${subject}`, kind: 'notice' }) as const;

describe.each(engines)('consents and the outbox on $name', (engine) => {
  let database: FreshDatabase;

  beforeAll(async () => {
    database = await engine.fresh();
  });
  afterAll(() => database.close());

  it('keeps every consent of a user, oldest first, and no one else’s', async () => {
    const consents = new SqlConsentRepository(database.layer);
    await insertBareUser(database.layer, 'consenting');
    await insertBareUser(database.layer, 'other');
    const given = { email: 'me@example.com', os: 'web', bloomreachConsent: true, recordedAt: 100 };
    await consents.add('consenting', given);
    await consents.add('other', { ...given, os: 'android' });
    await consents.add('consenting', {
      ...given,
      os: 'ios',
      bloomreachConsent: false,
      recordedAt: 90,
    });
    expect(await consents.history('consenting')).toEqual([
      given,
      { ...given, os: 'ios', bloomreachConsent: false, recordedAt: 90 },
    ]);
    expect(await consents.history('nobody')).toEqual([]);
  });

  it('lists the outbox newest first, by recipient in any case, up to a limit', async () => {
    const outbox = new SqlOutboxRepository(database.layer);
    const first = await outbox.add(mail('Pat@Example.com', 'one'), 1000);
    const second = await outbox.add(mail('sam@example.com', 'two'), 1001);
    await outbox.add(mail('pat@example.com', 'three'), 1002);
    expect(second).toBeGreaterThan(first);
    expect((await outbox.list(undefined, 10)).map((sent) => sent.subject)).toEqual([
      'three',
      'two',
      'one',
    ]);
    expect(await outbox.list('PAT@example.COM', 10)).toEqual([
      expect.objectContaining({ to: 'pat@example.com', subject: 'three', sentAt: 1002 }),
      {
        id: first,
        to: 'Pat@Example.com',
        subject: 'one',
        text: 'About one',
        kind: 'notice',
        sentAt: 1000,
      },
    ]);
    expect((await outbox.list(undefined, 2)).map((sent) => sent.subject)).toEqual(['three', 'two']);
  });
});
