import { systemClock, epochSeconds, type Clock, isoAt } from '../clock';
import { withConfiguredDatabase, type CommandOutcome } from '../db/configured-database';
import type { QueryLayer } from '../db/query-layer';
import { Mailer } from '../mail/mailer';
import { SqlOutboxRepository } from '../mail/sql-outbox-repository';
import { NotificationMail } from '../notifications/notification-mail';
import { SqlNotificationRepository } from '../notifications/sql-notification-repository';
import { directoryIn } from './directory-adapters';
import { applicationStatusAt } from './duns-applications';
import { getADunsServices } from './get-a-duns-services';
import { SqlAssociationRepository } from './sql-association-repository';

/** Every DUNS application with its state now, one line each, oldest first. */
const applicationLines = async (db: QueryLayer, now: number): Promise<string[]> => {
  const rows = await db
    .selectFrom('gad_duns_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.case_id', 'u.email', 'a.submitted_at', 'a.duns', 'a.complete'])
    .orderBy('a.submitted_at')
    .execute();
  return rows.map((row) => {
    if (row.duns === null && row.complete !== 1) {
      // D-API-15: waiting for its ZIP Code, not for time.
      return `  ${row.case_id}  ${row.email}  started ${isoAt(row.submitted_at)}  notComplete`;
    }
    const status =
      row.duns === null ? applicationStatusAt(row.submitted_at, now) : `issued (${row.duns})`;
    return `  ${row.case_id}  ${row.email}  submitted ${isoAt(row.submitted_at)}  ${status}`;
  });
};

/**
 * The Associate-a-DUNS requests still waiting, one line each, oldest first: the repository's
 * own `pending`, named by the user's e-mail.
 */
const pendingAssociationLines = async (db: QueryLayer): Promise<string[]> => {
  const pending = [...(await new SqlAssociationRepository(db).pending())].sort(
    (a, b) => a.requestedAt - b.requestedAt,
  );
  if (pending.length === 0) return [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', [...new Set(pending.map((association) => association.userId))])
    .execute();
  const emails = new Map(users.map((user) => [user.id, user.email]));
  return pending.map(
    (association) =>
      `  ${emails.get(association.userId) ?? association.userId}  DUNS ${association.duns}  requested ${isoAt(association.requestedAt)}  pending`,
  );
};

const DAY_SECONDS = 24 * 60 * 60;

/**
 * `--passwords`: every password N days older, as if they had been set that much earlier, so the
 * demo can reach the §9 maximum age (`--days 181`: the next password sign-in asks for a new one,
 * and a session the provider opens without the password is refused, D-AUTH-8) or pass a minimum
 * age. Lockouts and links keep their own times.
 */
const agePasswords = async (db: QueryLayer, days: number): Promise<number> => {
  const result = await db
    .updateTable('users')
    .set((row) => ({ password_changed_at: row('password_changed_at', '-', days * DAY_SECONDS) }))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/**
 * `npm run demo:advance -- --days N`: moves every submitted DUNS application not yet issued N
 * calendar days into the past (one not complete waits for its ZIP Code, D-API-15), in PostgreSQL
 * at DATABASE_URL or else SQLite in DATA_DIR, so the demo sees it progress (pending → processing
 * → issued after 30 business days, about 42 calendar days) without changing the clock. Applications whose time has come are issued at once, which notifies their
 * users (the bell shows it) and mails them the number (to SMTP_URL, or the outbox at /dev/mail).
 * Pending Associate-a-DUNS associations move back too and are resolved once a business day has
 * passed (D-ASSOC-1): `--days 3` always resolves them, whatever the weekday.
 */
export const demoAdvanceCommand = (
  env: NodeJS.ProcessEnv,
  days: number,
  clock: Clock = systemClock,
  log: (line: string) => void = (line) => console.log(line),
  options: { readonly agePasswords?: boolean } = {},
): Promise<CommandOutcome> =>
  withConfiguredDatabase(env, async ({ config, layer, engine, where }) => {
    const { applications, associations } = getADunsServices(layer, clock, directoryIn(engine));
    const moved = await applications.moveBack(days);
    const issued = await applications.issueDue();
    const movedAssociations = await associations.moveBack(days);
    const associated = await associations.resolveDue();
    const mailer = new Mailer(new SqlOutboxRepository(layer), clock, config.smtpUrl, log);
    const mailed = await new NotificationMail(
      new SqlNotificationRepository(layer),
      clock,
      mailer,
      config.publicUrl,
    ).sendPending();
    const pending = await pendingAssociationLines(layer);
    return [
      `Moved ${moved} DUNS application(s) ${days} day(s) back in ${where}; ${issued} issued now, ${mailed} mail(s) sent`,
      ...(await applicationLines(layer, epochSeconds(clock))),
      `Moved ${movedAssociations} pending DUNS association(s) ${days} day(s) back; ${associated} resolved now, ${pending.length} still pending`,
      ...pending,
      ...(options.agePasswords === true
        ? [`Made ${await agePasswords(layer, days)} password(s) ${days} day(s) older`]
        : []),
    ].join('\n');
  });
