import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { SessionStore } from '../server/auth/sessions';
import { SqlSessionRepository } from '../server/auth/sql-session-repository';
import { prepareQuery, sqliteQueryLayer, type QueryLayer } from '../server/db/query-layer';
import type { PortalTables } from '../server/db/tables';
import { digestOf } from '../server/auth/secret-tokens';
import { systemClock } from '../server/clock';
import { openDatabase } from '../server/db/database';
import { median } from './statistics';

// `npm run bench:query-layer`: issue 27 asks for Kysely to be measured against the hand-written
// statements on the session check before it becomes the server's typed query layer. The same
// session row is read several ways, side by side in alternating rounds: better-sqlite3's prepared
// statement alone, Kysely over the same connection in its forms, and the whole SessionStore.find
// the session check runs (hash, the repository's query compiled once, row mapping, expiry).

const SESSIONS = 10_000;
const OPS_PER_ROUND = 20_000;
const ROUNDS = 7;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-query-layer-'));
const db = openDatabase(dataDir);
// Sessions of users that do not exist: the read under test does not look at the users table.
db.pragma('foreign_keys = OFF');
const store = new SessionStore(new SqlSessionRepository(sqliteQueryLayer(db)), systemClock, {
  idleSeconds: 3600,
  absoluteSeconds: 43_200,
});
const ids: string[] = [];
for (let index = 0; index < SESSIONS; index += 1) ids.push((await store.create(`usr-${index}`)).id);
const hashes = ids.map((id) => digestOf(id));

const statement = db.prepare(
  `SELECT user_id, csrf_token, last_seen_at, idle_expires_at, absolute_expires_at
   FROM sessions WHERE id_hash = ?`,
);
const kysely = new Kysely<PortalTables>({ dialect: new SqliteDialect({ database: db }) });
// The server's own query layer: Kysely over a connection that keeps its statements (D-STORE-1).
const kyselyCached = sqliteQueryLayer(db);
const sessionQueryBuilder = (layer: QueryLayer, idHash: string) =>
  layer
    .selectFrom('sessions')
    .select(['user_id', 'csrf_token', 'last_seen_at', 'idle_expires_at', 'absolute_expires_at'])
    .where('id_hash', '=', idHash);
const sessionQuery = (layer: QueryLayer, index: number) =>
  sessionQueryBuilder(layer, hashes[index % SESSIONS] ?? '').executeTakeFirst();

// Built and compiled once at start, as the repositories' hot queries are; each call binds its own.
const compiledOnce = prepareQuery(kyselyCached, sessionQueryBuilder(kyselyCached, ''));
const runCompiled = async (index: number) =>
  (await compiledOnce.run(hashes[index % SESSIONS] ?? ''))[0];

const ways: Record<string, (index: number) => Promise<unknown>> = {
  'prepared statement': async (index) => statement.get(hashes[index % SESSIONS]),
  Kysely: (index) => sessionQuery(kysely, index),
  'Kysely, statements kept': (index) => sessionQuery(kyselyCached, index),
  'Kysely, compiled once': runCompiled,
  'SessionStore.find (server)': (index) => store.find(ids[index % SESSIONS], false),
};

const microsecondsPerOp = async (way: (index: number) => Promise<unknown>): Promise<number> => {
  const started = process.hrtime.bigint();
  for (let index = 0; index < OPS_PER_ROUND; index += 1) {
    if ((await way(index)) === undefined) throw new Error('a session was not found');
  }
  return Number(process.hrtime.bigint() - started) / 1000 / OPS_PER_ROUND;
};

const rounds = new Map<string, number[]>(Object.keys(ways).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, way] of Object.entries(ways))
    rounds.get(name)?.push(await microsecondsPerOp(way));
}
const baseline = median(rounds.get('prepared statement') ?? []);
console.log(`One session read of ${SESSIONS} (median of ${ROUNDS} rounds of ${OPS_PER_ROUND}):`);
for (const [name, values] of rounds) {
  const value = median(values);
  console.log(
    `  ${name.padEnd(26)} ${value.toFixed(2).padStart(6)} µs  (${(value / baseline).toFixed(1)}× the statement, +${(value - baseline).toFixed(2)} µs)`,
  );
}
await kyselyCached.destroy();
await kysely.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
