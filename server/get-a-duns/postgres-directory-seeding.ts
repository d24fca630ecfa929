import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DirectoryCompany } from './company-directory';
import { companiesToSeed, seededSize, type DirectorySeeding } from './directory-seeding';
import { companySearchKeys } from './search-words';

/** A value in COPY's text format: the four characters it gives meaning escaped. */
const copyText = (value: string): string =>
  value.replace(/[\\\t\n\r]/g, (character) =>
    character === '\\' ? '\\\\' : character === '\t' ? '\\t' : character === '\n' ? '\\n' : '\\r',
  );

const LINES_PER_CHUNK = 1_000;

/** Lines of COPY text, a chunk of them at a time, for each company as it is generated. */
async function* copyLines(
  companies: Iterable<DirectoryCompany>,
  lines: (company: DirectoryCompany, id: number) => string,
): AsyncGenerator<string> {
  let chunk = '';
  let inChunk = 0;
  let id = 0;
  for (const company of companies) {
    id += 1;
    chunk += lines(company, id);
    inChunk += 1;
    if (inChunk === LINES_PER_CHUNK) {
      yield chunk;
      chunk = '';
      inChunk = 0;
    }
  }
  if (chunk !== '') yield chunk;
}

const companyLine = (company: DirectoryCompany, id: number): string =>
  `${[
    String(id),
    company.dunsNumber,
    company.businessName,
    company.tradeName,
    company.streetAddress,
    company.city,
    company.state,
    company.zipCode,
  ]
    .map(copyText)
    .join('\t')}\n`;

const keyLines = (company: DirectoryCompany, id: number): string =>
  companySearchKeys(company.zipCode, company.businessName, company.tradeName)
    .map(({ key, inBusiness }) => `${copyText(key)}\t${id}\t${inBusiness ? 't' : 'f'}\n`)
    .join('');

/**
 * The directory's bulk loads on PostgreSQL: COPY, in one transaction, of the companies and then of
 * their search keys (migration 302), the companies generated one at a time for each, so memory
 * stays flat whatever the directory's size (issue 27: a million companies in 60 s, RSS ≤ 300 MB).
 */
export class PostgresDirectorySeeding implements DirectorySeeding {
  constructor(private readonly pool: pg.Pool) {}

  async replace(count: number): Promise<number> {
    await this.load(count, false);
    return seededSize(count);
  }

  async seedIfEmpty(count: number): Promise<boolean> {
    return (await this.size()) === 0 && this.load(count, true);
  }

  async size(): Promise<number> {
    const { rows } = await this.pool.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM gad_directory',
    );
    return rows[0]?.count ?? 0;
  }

  /** Loads the directory; with `onlyIfEmpty`, not when another process loaded it meanwhile. */
  private async load(count: number, onlyIfEmpty: boolean): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // Another process loading at once waits here, and then finds what the first one loaded.
      await client.query('LOCK TABLE gad_directory IN ACCESS EXCLUSIVE MODE');
      if (onlyIfEmpty && (await client.query('SELECT 1 FROM gad_directory LIMIT 1')).rowCount) {
        await client.query('ROLLBACK');
        return false;
      }
      const issued = (await client.query<{ duns: string }>('SELECT duns FROM companies')).rows.map(
        (row) => row.duns,
      );
      await client.query('TRUNCATE gad_directory_keys, gad_directory RESTART IDENTITY');
      const load = async (
        table: string,
        lines: (company: DirectoryCompany, id: number) => string,
      ): Promise<void> =>
        pipeline(
          Readable.from(copyLines(companiesToSeed(count, issued), lines)),
          client.query(copyFrom(`COPY ${table} FROM STDIN`)),
        );
      await load(
        'gad_directory (id, duns, business_name, trade_name, street_address, city, state, zip_code)',
        companyLine,
      );
      await load('gad_directory_keys (key, directory_id, in_business)', keyLines);
      // The ids were given by the load, so the identity goes on after the last of them.
      await client.query(
        `SELECT setval(pg_get_serial_sequence('gad_directory', 'id'), $1::bigint, false)`,
        [seededSize(count) + 1],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    await this.pool.query('ANALYZE gad_directory, gad_directory_keys');
    return true;
  }
}
