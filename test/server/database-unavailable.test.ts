import { isDatabaseUnavailable } from '../../server/db/database-unavailable';

const withCode = (message: string, code: string): Error =>
  Object.assign(new Error(message), { code });

describe('a database that is away, told from a fault of ours (D-STORE-14)', () => {
  it.each<[string, unknown, boolean]>([
    [
      'PostgreSQL restarting: admin_shutdown',
      withCode('terminating connection due to administrator command', '57P01'),
      true,
    ],
    [
      'PostgreSQL starting up: cannot_connect_now',
      withCode('the database system is starting up', '57P03'),
      true,
    ],
    ['a connection failure', withCode('connection failure', '08006'), true],
    ['the port refusing', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), true],
    ['a connection reset', withCode('read ECONNRESET', 'ECONNRESET'), true],
    ['pg: connection ended under a query', new Error('Connection terminated unexpectedly'), true],
    ['pg: connection timeout', new Error('Connection terminated due to connection timeout'), true],
    [
      'a unique violation: our fault, not an outage',
      withCode('duplicate key value', '23505'),
      false,
    ],
    ['a syntax error', withCode('syntax error at or near "SELEC"', '42601'), false],
    ['SQLite busy', withCode('database is locked', 'SQLITE_BUSY'), false],
    ['a plain error', new Error('Cannot read properties of undefined'), false],
    [
      'a message that only mentions a connection',
      new Error('Connection terminated by the user agent, they say'),
      false,
    ],
    ['not an error at all', 'ECONNREFUSED', false],
  ])('%s', (_case, error, unavailable) => {
    expect(isDatabaseUnavailable(error)).toBe(unavailable);
  });
});
