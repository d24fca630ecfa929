// The Get-a-DUNS directory behind its port (D-STORE-11): each engine searches its own index, FTS5
// on SQLite and a table of keys on PostgreSQL, and one table of searches holds both to the same
// answers in the same order.
import type { DirectoryCompany } from '../../server/get-a-duns/company-directory';
import { SEARCH_LIMIT } from '../../server/get-a-duns/company-directory';
import { directoryIn } from '../../server/get-a-duns/directory-adapters';
import type { SqlDirectoryRepository } from '../../server/get-a-duns/sql-directory-repository';
import type { QueryLayer } from '../../server/db/query-layer';
import { enginesForThisFile, type FreshDatabase } from './storage-engines';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();

const company = (
  dunsNumber: string,
  businessName: string,
  tradeName = '',
  zipCode = '10001',
): DirectoryCompany => ({
  dunsNumber,
  businessName,
  tradeName,
  streetAddress: '1 Main Street',
  city: 'New York',
  state: 'NY',
  zipCode,
});

const DIRECTORY: readonly DirectoryCompany[] = [
  company('900000001', 'Northwind Trading LLC', 'Zebra Supplies'),
  company('900000002', 'Zebra Holdings Inc', 'Zebra'),
  company('900000003', 'zebra crossing co'),
  company('900000005', 'Blue Ridge Bakery Inc'),
  company('900000004', 'Blue Ridge Bakery Inc', 'Blue Ridge'),
  company('900000006', 'Ridgeline Partners', 'Blue Sky'),
  company('900000007', 'Émile Pâtisserie LLC', 'ÉMILE'),
  company('900000008', 'emile electric'),
  company('900000009', 'Oakland Farms'),
  company('900000010', 'Oak Bakery Co'),
  company('900000011', '3M Company'),
  company('900000012', "O'Brien & Sons"),
  company('900000013', 'Zebra Holdings Inc', '', '10002'),
];

// [what the user typed, ZIP Code, the DUNS numbers answered in order]
const SEARCHES: readonly (readonly [string, string, readonly string[]])[] = [
  // In the business name first, by name (case ignored), then only in the trade name.
  ['zebra', '10001', ['900000003', '900000002', '900000001']],
  ['ZEBRA hold', '10001', ['900000002']],
  // The same name twice: by DUNS number.
  ['blue rid', '10001', ['900000004', '900000005', '900000006']],
  ['blue ridge bakery', '10001', ['900000004', '900000005']],
  // Diacritics folded on both sides; NOCASE's order puts the ASCII "emile" before "Émile".
  ['emile', '10001', ['900000008', '900000007']],
  ['pâtis', '10001', ['900000007']],
  ['EMILE PATISSERIE', '10001', ['900000007']],
  ['émile', '10001', ['900000008', '900000007']],
  // The last word is also the start of a word; the others are whole words.
  ['oak', '10001', ['900000010', '900000009']],
  ['oak farms', '10001', []],
  ['oakland f', '10001', ['900000009']],
  ['3m', '10001', ['900000011']],
  ["o'brien", '10001', ['900000012']],
  ['O\'Brien "AND" *', '10001', []],
  ['brien sons', '10001', ['900000012']],
  // Only the ZIP Code asked for; nothing for a ZIP that is not five digits or input with no word.
  ['zebra', '10002', ['900000013']],
  ['zebra', '1000', []],
  ['zebra', '10001" OR "x', []],
  ['!!!', '10001', []],
  ['Zzyzx Quux', '10001', []],
];

const repositoryOn = (engine: string, layer: QueryLayer): SqlDirectoryRepository =>
  directoryIn(engine === 'SQLite' ? 'sqlite' : 'postgres')(layer);

describe.each(engines)('the company directory on $name', (engine) => {
  let database: FreshDatabase;
  let directory: SqlDirectoryRepository;
  beforeAll(async () => {
    database = await engine.fresh();
    directory = repositoryOn(engine.name, database.layer);
    for (const entry of DIRECTORY) await directory.add(entry);
  });
  afterAll(async () => database.close());

  it.each(SEARCHES)('"%s" in %s', async (typed, zipCode, expected) => {
    const found = await directory.search(typed, zipCode);
    expect(found.map((entry) => entry.dunsNumber)).toEqual(expected);
    expect(found.every((entry) => entry.zipCode === zipCode)).toBe(true);
  });

  it('answers a company whole, as it was added, and finds it by DUNS number', async () => {
    const [found] = await directory.search('Émile Pâtisserie', '10001');
    expect(found).toEqual(DIRECTORY[6]);
    expect(await directory.find('900000007')).toEqual(DIRECTORY[6]);
    expect(await directory.find('999999999')).toBeUndefined();
  });

  it(`answers at most ${SEARCH_LIMIT}, the first by name`, async () => {
    const names = Array.from({ length: SEARCH_LIMIT + 5 }, (_, n) => `Quillon Supply ${n} LLC`);
    for (const [n, name] of names.entries()) {
      await directory.add(company(String(910000000 + n), name, '', '99951'));
    }
    const found = await directory.search('quillon sup', '99951');
    const expected = [...names].sort((a, b) => (a < b ? -1 : 1)).slice(0, SEARCH_LIMIT);
    expect(found.map((entry) => entry.businessName)).toEqual(expected);
  });

  it('finds a company added through another connection, as another process adds it', async () => {
    const other = repositoryOn(engine.name, database.anotherProcess());
    await other.add(company('930000001', 'Quokka Quarries LLC', '', '10003'));
    expect((await directory.search('quokka', '10003')).map((entry) => entry.dunsNumber)).toEqual([
      '930000001',
    ]);
  });
});
