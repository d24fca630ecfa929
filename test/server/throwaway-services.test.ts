import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  MissingServiceBinary,
  postgresBinDir,
  redisServerBinary,
  startPostgres,
  startRedis,
} from '../../scripts/throwaway-services';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const redisPing = (port: number): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = net.createConnection({ host: '127.0.0.1', port }, () =>
      socket.write('PING\r\n'),
    );
    socket.once('data', (data) => {
      socket.end();
      resolve(data.toString('utf8').trim());
    });
    socket.once('error', reject);
  });

const portIsClosed = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('throwaway PostgreSQL and Redis for tests', () => {
  it('names the Debian package to install when a binary is missing', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-services-'));
    try {
      expect(() => postgresBinDir(empty)).toThrow(MissingServiceBinary);
      expect(() => postgresBinDir(empty)).toThrow(/apt-get install postgresql$/);
      expect(() => redisServerBinary(empty)).toThrow(/apt-get install redis-server$/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('starts a PostgreSQL that answers on its own port, and stop removes it all', async () => {
    const service = await startPostgres();
    expect(fs.existsSync(path.join(service.folder, 'data', 'PG_VERSION'))).toBe(true);
    const client = new pg.Client({ connectionString: service.url });
    await client.connect();
    const { rows } = await client.query<{ user: string }>('SELECT current_user AS user');
    await client.end();
    expect(rows).toEqual([{ user: 'portal' }]);
    expect(service.url).toBe(`postgres://portal@127.0.0.1:${service.port}/postgres`);
    await service.stop();
    expect(await portIsClosed(service.port)).toBe(true);
    expect(fs.existsSync(service.folder)).toBe(false);
  }, 60_000);

  it('starts a Redis that answers on its own port, and stop removes it all', async () => {
    const service = await startRedis();
    expect(fs.existsSync(service.folder)).toBe(true);
    expect(await redisPing(service.port)).toBe('+PONG');
    await service.stop();
    expect(await portIsClosed(service.port)).toBe(true);
    expect(fs.existsSync(service.folder)).toBe(false);
  });
});
