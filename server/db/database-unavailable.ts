/**
 * Errors that mean the database is away (PostgreSQL restarting, unreachable, refusing new
 * connections), not that the request or the code is wrong: the answer is a 503 to retry, not a
 * 500 (D-STORE-14).
 */
const POSTGRES_AWAY = new Set([
  '57P01', // admin_shutdown: a restart or a stop ended the connection
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);

const NETWORK_AWAY = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE']);

/** pg's own words for a connection that ended under a query (it gives no code for them). */
const CONNECTION_ENDED = /^Connection terminated( unexpectedly| due to connection timeout)?$/;

export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined && (POSTGRES_AWAY.has(code) || NETWORK_AWAY.has(code))) return true;
  return CONNECTION_ENDED.test(error.message);
};
