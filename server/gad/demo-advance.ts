import { Type } from 'typebox';
import { systemClock, epochSeconds } from '../clock';
import { rowShape } from '../db/rows';
import { SqlOutboxRepository } from '../mail/sql-outbox-repository';
import { sqliteQueryLayer } from '../db/query-layer';
import { Mailer } from '../mail/mailer';
import { NotificationMail } from '../notifications/notification-mail';
import { SqlNotificationRepository } from '../notifications/sql-notification-repository';
import { directoryIn } from './directory-adapters';
import { openDataForScript, wholeNumberOption } from '../script-startup';
import { advanceApplications, applicationStatusAt, DunsApplications } from './duns-applications';
import {
  advanceAssociations,
  ASSOCIATE_A_DUNS_APP_ID,
  DunsAssociations,
} from './duns-associations';

/**
 * `npm run demo:advance -- --days N`: moves every DUNS application not yet issued N calendar days
 * into the past in DATA_DIR's database, so the demo sees it progress (pending → processing →
 * issued after 30 business days, about 42 calendar days) without changing the clock. Applications
 * whose time has come are issued at once, which notifies their users (the bell shows it) and mails
 * them the number (to SMTP_URL, or the outbox at /dev/mail). Pending Associate-a-DUNS associations
 * move back too and are resolved once a business day has passed (D-ASSOC-1): `--days 3` always
 * resolves them, whatever the weekday.
 */
const ApplicationLine = rowShape(
  'ApplicationLine',
  Type.Object({
    case_id: Type.String(),
    email: Type.String(),
    submitted_at: Type.Integer(),
    duns: Type.Union([Type.String(), Type.Null()]),
  }),
);
const PendingAssociationLine = rowShape(
  'PendingAssociationLine',
  Type.Object({ email: Type.String(), duns: Type.String(), created_at: Type.Integer() }),
);

const USAGE = 'usage: npm run demo:advance -- --days N   (N a whole number of days ≥ 1)';

const days = wholeNumberOption(process.argv.slice(2), 'days', USAGE, 1);
if (days === undefined) {
  console.error(USAGE);
  process.exit(2);
}

const { config, db } = openDataForScript();
const queries = sqliteQueryLayer(db);
const moved = await advanceApplications(queries, days);
const issued = await new DunsApplications(queries, systemClock, directoryIn('sqlite')).issueDue();
const movedAssociations = await advanceAssociations(queries, days);
const associated = await new DunsAssociations(queries, systemClock).resolveDue();
const mailer = new Mailer(new SqlOutboxRepository(queries), systemClock, config.smtpUrl, (line) =>
  console.log(line),
);
const mailed = await new NotificationMail(
  new SqlNotificationRepository(queries),
  systemClock,
  mailer,
  config.publicUrl,
).sendPending();
const now = epochSeconds(systemClock);
const rows = ApplicationLine.all(
  db
    .prepare(
      `SELECT a.case_id, u.email, a.submitted_at, a.duns FROM gad_duns_applications a
       JOIN users u ON u.id = a.user_id ORDER BY a.submitted_at`,
    )
    .all(),
);
const stillPending = PendingAssociationLine.all(
  db
    .prepare(
      `SELECT u.email, e.duns, o.created_at FROM entitlements e
       JOIN gad_entitlement_origins o ON o.entitlement_id = e.id JOIN users u ON u.id = e.user_id
       WHERE e.app_id = ? AND e.status = 'pending' ORDER BY o.created_at`,
    )
    .all(ASSOCIATE_A_DUNS_APP_ID),
);
db.close();
console.log(
  `Moved ${moved} DUNS application(s) ${days} day(s) back in ${config.dataDir}; ${issued} issued now, ${mailed} mail(s) sent`,
);
for (const row of rows) {
  const status =
    row.duns === null ? applicationStatusAt(row.submitted_at, now) : `issued (${row.duns})`;
  console.log(
    `  ${row.case_id}  ${row.email}  submitted ${new Date(row.submitted_at * 1000).toISOString()}  ${status}`,
  );
}
console.log(
  `Moved ${movedAssociations} pending DUNS association(s) ${days} day(s) back; ${associated} resolved now, ${stillPending.length} still pending`,
);
for (const row of stillPending) {
  console.log(
    `  ${row.email}  DUNS ${row.duns}  requested ${new Date(row.created_at * 1000).toISOString()}  pending`,
  );
}
