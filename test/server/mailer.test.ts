import { sqliteQueryLayer } from '../../server/db/query-layer';
import { SqlOutboxRepository } from '../../server/mail/sql-outbox-repository';
import { Mailer } from '../../server/mail/mailer';
import { freshDatabase, VirtualClock } from './test-database';

// Keys, hashes and databases are made slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

describe('the embedded outbox (no SMTP_URL)', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let logged: string[];
  let mailer: Mailer;

  beforeEach(() => {
    env = freshDatabase();
    clock = new VirtualClock(new Date('2026-11-22T10:00:00Z'));
    logged = [];
    mailer = new Mailer(
      new SqlOutboxRepository(sqliteQueryLayer(env.db)),
      clock,
      undefined,
      (line) => logged.push(line),
    );
  });
  afterEach(() => env.cleanUp());

  it('stores every message, newest first, and logs one line per message', async () => {
    await mailer.send({
      to: 'a@example.com',
      subject: 'Your code',
      text: 'ABC123',
      kind: 'verification-code',
    });
    clock.advanceMinutes(1);
    await mailer.send({
      to: 'b@example.com',
      subject: 'Reset',
      text: 'link',
      kind: 'password-reset',
    });
    expect(mailer.usesOutbox).toBe(true);
    expect((await mailer.outbox()).map((mail) => [mail.to, mail.subject, mail.kind])).toEqual([
      ['b@example.com', 'Reset', 'password-reset'],
      ['a@example.com', 'Your code', 'verification-code'],
    ]);
    expect((await mailer.outbox())[1]?.sentAt).toBe(Date.parse('2026-11-22T10:00:00Z') / 1000);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain('a@example.com');
  });

  it('filters by recipient, ignoring case', async () => {
    await mailer.send({ to: 'A@Example.com', subject: 'one', text: '1', kind: 'notice' });
    await mailer.send({ to: 'other@example.com', subject: 'two', text: '2', kind: 'notice' });
    expect((await mailer.outbox('a@example.com')).map((mail) => mail.subject)).toEqual(['one']);
  });

  it('survives a restart: the outbox is in the database', async () => {
    await mailer.send({ to: 'a@example.com', subject: 'kept', text: 'x', kind: 'notice' });
    const again = new Mailer(
      new SqlOutboxRepository(sqliteQueryLayer(env.db)),
      clock,
      undefined,
      () => undefined,
    );
    expect((await again.outbox()).map((mail) => mail.subject)).toEqual(['kept']);
  });
});
