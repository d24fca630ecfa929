import { randomBytes } from 'node:crypto';
import {
  generateDirectory,
  personaDirectoryCompanies,
} from '../../server/get-a-duns/company-directory';
import {
  directorySize,
  seedDirectory,
  seedDirectoryIfEmpty,
} from '../../server/get-a-duns/sqlite-directory-seeding';
import { directoryQuery, searchKeys } from '../../server/get-a-duns/search-words';
import { DunsCipher } from '../../server/get-a-duns/duns-cipher';
import { SqliteDirectoryRepository } from '../../server/get-a-duns/sqlite-directory-repository';
import { sqliteQueryLayer } from '../../server/db/query-layer';
import {
  applicationStatusAt,
  businessDaysElapsed,
  type DunsApplications,
} from '../../server/get-a-duns/duns-applications';
import {
  trialDaysFor,
  type GetADunsEntitlements,
} from '../../server/get-a-duns/get-a-duns-entitlements';
import { trialDaysLeft as daysLeft } from '../../server/entitlements/trials';
import { seed } from '../../server/seed/seed';
import {
  freshDatabase,
  getADunsServicesOver,
  VirtualClock,
  personaHashesOnce,
} from './test-database';

// Keys, hashes and databases are made slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const at = (iso: string): number => Math.floor(new Date(iso).getTime() / 1000);
const DAY_MINUTES = 24 * 60;

describe('the synthetic company directory', () => {
  it('is deterministic: the same companies every time, and N companies are the first N of more', () => {
    const first = generateDirectory(500);
    expect(generateDirectory(500)).toEqual(first);
    expect(generateDirectory(2000).slice(0, 500)).toEqual(first);
  });

  it('has unique nine-digit DUNS strings, 5-digit ZIPs and two-letter states', () => {
    const companies = generateDirectory(5000);
    expect(new Set(companies.map((company) => company.dunsNumber)).size).toBe(5000);
    for (const company of companies) {
      expect(company.dunsNumber).toMatch(/^\d{9}$/);
      expect(company.zipCode).toMatch(/^\d{5}$/);
      expect(company.state).toMatch(/^[A-Z]{2}$/);
      expect(company.businessName.length).toBeGreaterThan(3);
    }
  });

  it('never generates an excluded DUNS (the personas’ companies)', () => {
    const first = generateDirectory(10);
    const excluded = new Set([first[0]?.dunsNumber ?? '', first[3]?.dunsNumber ?? '']);
    const without = generateDirectory(10, excluded);
    expect(
      without.map((company) => company.dunsNumber).filter((duns) => excluded.has(duns)),
    ).toEqual([]);
  });

  it('turns user input into a quoted FTS query over the ZIP’s keys, the last word also a prefix', () => {
    expect(directoryQuery('Blue Rid', '28801')).toBe('"28801blue" AND "28801rid"*');
    expect(directoryQuery('O\'Brien "AND" *', '10001')).toBe(
      '"10001o" AND "10001brien" AND "10001and"*',
    );
    expect(directoryQuery('!!!', '10001')).toBeUndefined();
    expect(directoryQuery('Acme', '1000')).toBeUndefined();
    expect(directoryQuery('Acme', '10001" OR "x')).toBeUndefined();
  });

  it('keys a name by its ZIP, word by word, as the query does', () => {
    expect(searchKeys('07078', 'Acme Analytics, Inc.')).toBe('07078acme 07078analytics 07078inc');
    expect(searchKeys('07078', '')).toBe('');
  });
});

describe('seeding and searching the directory (SQLite FTS5)', () => {
  let env: ReturnType<typeof freshDatabase>;
  const directory = () => new SqliteDirectoryRepository(sqliteQueryLayer(env.db));
  beforeAll(() => {
    env = freshDatabase();
    expect(seedDirectoryIfEmpty(env.db, 3000)).toBe(true);
  });
  afterAll(() => env.cleanUp());

  it('holds the synthetic companies plus the personas’ US companies, and seeds only once', () => {
    expect(directorySize(env.db)).toBe(3000 + personaDirectoryCompanies().length);
    expect(seedDirectoryIfEmpty(env.db, 10)).toBe(false);
    expect(directorySize(env.db)).toBe(3000 + personaDirectoryCompanies().length);
  });

  it('finds a persona company by part of its name in its ZIP, case-insensitively', async () => {
    const found = await directory().search('blue ridge', '28801');
    expect(found[0]).toMatchObject({
      dunsNumber: '060704780',
      businessName: 'blue Ridge Bakery Inc',
      city: 'Asheville',
    });
    expect(
      (await directory().search('ACME anal', '07078')).map((company) => company.dunsNumber),
    ).toEqual(['804735132']);
  });

  it('answers only companies in the given ZIP', async () => {
    expect(
      (await directory().search('Acme Analytics', '10001')).map((c) => c.dunsNumber),
    ).not.toContain('804735132');
    const sample = generateDirectory(3000)[42];
    if (!sample) throw new Error('no sample');
    const word = sample.businessName.split(' ')[0] ?? '';
    const found = await directory().search(word, sample.zipCode);
    expect(found.map((company) => company.dunsNumber)).toContain(sample.dunsNumber);
    expect(found.every((company) => company.zipCode === sample.zipCode)).toBe(true);
  });

  it('searches through the ZIP-scoped index, not a table scan', () => {
    const plan = env.db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT d.duns FROM gad_directory_keys k JOIN gad_directory d ON d.id = k.rowid
         WHERE gad_directory_keys MATCH ?`,
      )
      .all('"28801acme"') as { detail: string }[];
    expect(plan.map((step) => step.detail).join('\n')).toMatch(/VIRTUAL TABLE INDEX \d+:M/);
    expect(plan.map((step) => step.detail).join('\n')).not.toMatch(/SCAN d\b/);
  });

  it('indexes a directory kept from before the ZIP-scoped index, once, on start', async () => {
    env.db.exec(`INSERT INTO gad_directory_keys(gad_directory_keys) VALUES ('delete-all')`);
    expect(await directory().search('blue ridge', '28801')).toEqual([]);
    expect(seedDirectoryIfEmpty(env.db, 10)).toBe(false);
    expect((await directory().search('blue ridge', '28801'))[0]?.dunsNumber).toBe('060704780');
    expect(directorySize(env.db)).toBeGreaterThan(3000);
  });

  it('reseeds with a different size, replacing the index too', async () => {
    seedDirectory(env.db, 100);
    expect(directorySize(env.db)).toBe(100 + personaDirectoryCompanies().length);
    expect(await directory().search('zebra', '99950')).toEqual([]);
    expect((await directory().search('blue ridge', '28801')).map((c) => c.dunsNumber)).toContain(
      '060704780',
    );
  });
});

describe('the encrypted DUNS (AES-256-GCM under the server key of its purpose)', () => {
  const key = randomBytes(32);
  const cipher = new DunsCipher([key]);

  it('round-trips, with a fresh token each time, base64url only', () => {
    const one = cipher.encrypt('060704780');
    const two = cipher.encrypt('060704780');
    expect(one).not.toBe(two);
    expect(one).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(one).not.toContain('060704780');
    expect(cipher.decrypt(one)).toBe('060704780');
    expect(cipher.decrypt(two)).toBe('060704780');
  });

  it('seals with the current key and still opens what the previous key sealed', () => {
    const older = cipher.encrypt('804735132');
    const rotated = new DunsCipher([randomBytes(32), key]);
    expect(rotated.decrypt(older)).toBe('804735132');
    const newer = rotated.encrypt('804735132');
    expect(rotated.decrypt(newer)).toBe('804735132');
    expect(cipher.decrypt(newer)).toBeUndefined();
  });

  it('rejects a tampered token, another key’s token, and garbage', () => {
    const token = cipher.encrypt('150483782');
    const bytes = Buffer.from(token, 'base64url');
    for (const position of [0, 14, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[position] = (tampered[position] ?? 0) ^ 1;
      expect(cipher.decrypt(tampered.toString('base64url'))).toBeUndefined();
    }
    expect(new DunsCipher([randomBytes(32)]).decrypt(token)).toBeUndefined();
    expect(cipher.decrypt('')).toBeUndefined();
    expect(cipher.decrypt('not a token!')).toBeUndefined();
    expect(cipher.decrypt('150483782')).toBeUndefined();
    expect(() => cipher.encrypt('12345')).toThrow();
  });

  it('refuses to work without a key, or with a key of the wrong size', () => {
    expect(() => new DunsCipher([])).toThrow(/32 bytes/);
    expect(() => new DunsCipher([randomBytes(16)])).toThrow(/32 bytes/);
  });
});

describe('DUNS application status from the clock (business days, Mon–Fri UTC)', () => {
  const monday = at('2026-03-02T10:00:00Z');

  it('counts only weekdays', () => {
    expect(businessDaysElapsed(monday, at('2026-03-03T09:59:59Z'))).toBe(0);
    expect(businessDaysElapsed(monday, at('2026-03-03T10:00:00Z'))).toBe(1);
    // Friday 10:00 → Monday 10:00 is one business day, the weekend does not count.
    expect(businessDaysElapsed(at('2026-03-06T10:00:00Z'), at('2026-03-09T10:00:00Z'))).toBe(1);
    // Submitted on a Saturday: the clock starts on Monday.
    expect(businessDaysElapsed(at('2026-03-07T12:00:00Z'), at('2026-03-09T23:59:59Z'))).toBe(0);
    expect(businessDaysElapsed(monday, at('2026-03-09T10:00:00Z'))).toBe(5);
    expect(businessDaysElapsed(monday, monday - 100)).toBe(0);
  });

  it('is pending for the first business day, processing until 30, then issued', () => {
    expect(applicationStatusAt(monday, monday)).toBe('pending');
    expect(applicationStatusAt(monday, at('2026-03-03T09:00:00Z'))).toBe('pending');
    expect(applicationStatusAt(monday, at('2026-03-03T10:00:00Z'))).toBe('processing');
    // 30 business days after Monday 2 March 10:00 is Monday 13 April 10:00 (six weeks).
    expect(applicationStatusAt(monday, at('2026-04-13T09:59:59Z'))).toBe('processing');
    expect(applicationStatusAt(monday, at('2026-04-13T10:00:00Z'))).toBe('issued');
  });
});

describe('DUNS applications in the database', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let applications: DunsApplications;

  beforeAll(async () => {
    env = freshDatabase();
    clock = new VirtualClock(new Date('2026-03-02T10:00:00Z'));
    await seed(sqliteQueryLayer(env.db), clock, personaHashesOnce());
    seedDirectory(env.db, 200);
    ({ applications } = getADunsServicesOver(env.db, clock));
  });
  afterAll(() => env.cleanUp());

  it('starts one application per user and returns the same one again', async () => {
    const started = await applications.startOrGet('usr-us-owner', {
      flow: 'GAD',
      businessName: ' Moonlit Pottery ',
      zipCode: '28801',
    });
    expect(started).toMatchObject({
      status: 'pending',
      businessName: 'Moonlit Pottery',
      zipCode: '28801',
    });
    expect(started.caseId).toMatch(/^DFC-/);
    expect(started.dunsNumber).toBeUndefined();
    clock.advanceMinutes(DAY_MINUTES);
    const again = await applications.startOrGet('usr-us-owner', {
      flow: 'GAD',
      businessName: 'Other',
    });
    expect(again).toMatchObject({
      caseId: started.caseId,
      status: 'processing',
      businessName: 'Moonlit Pottery',
    });
  });

  it('issues a new DUNS after 30 business days, links it as director and lists it in the directory', async () => {
    clock.advanceMinutes(41 * DAY_MINUTES);
    const issued = await applications.find('usr-us-owner');
    expect(issued?.status).toBe('issued');
    const duns = issued?.dunsNumber ?? '';
    expect(duns).toMatch(/^\d{9}$/);
    expect(
      env.db
        .prepare('SELECT role FROM user_companies WHERE user_id = ? AND duns = ?')
        .get('usr-us-owner', duns),
    ).toEqual({
      role: 'director',
    });
    expect(
      env.db
        .prepare('SELECT business_name, town, territory FROM companies WHERE duns = ?')
        .get(duns),
    ).toEqual({
      business_name: 'Moonlit Pottery',
      town: 'Asheville',
      territory: 'NC',
    });
    expect(
      (
        await new SqliteDirectoryRepository(sqliteQueryLayer(env.db)).search('moonlit', '28801')
      ).map((c) => c.dunsNumber),
    ).toEqual([duns]);
    // Issued once: the same number on every later look.
    clock.advanceMinutes(DAY_MINUTES);
    expect((await applications.find('usr-us-owner'))?.dunsNumber).toBe(duns);
  });

  it('demo:advance moves applications not yet issued back in time', async () => {
    env.db
      .prepare(
        `INSERT INTO users (id, email, first_name, last_name, country_code, language_preference, password_hash,
         password_changed_at, created_at) VALUES ('usr-gad-new', 'gad.new@example.com', 'Pat', 'Lee', 'US', 'en-us', 'x', 0, 0)`,
      )
      .run();
    const started = await applications.startOrGet('usr-gad-new', { flow: 'GAD', zipCode: '28801' });
    expect(started.status).toBe('pending');
    // usr-gad-new's and the seeded ones of Sam (pending.duns, D-GAD-ENTRY-1) and Nadia
    // (gad.processing).
    expect(await applications.moveBack(3)).toBe(3);
    expect((await applications.find('usr-gad-new'))?.status).toBe('processing');
    await applications.moveBack(45);
    const issued = await applications.find('usr-gad-new');
    expect(issued?.status).toBe('issued');
    // Without a name given, the company is named after the applicant (a sole proprietor).
    expect(
      env.db.prepare('SELECT business_name FROM companies WHERE duns = ?').get(issued?.dunsNumber),
    ).toEqual({
      business_name: 'Pat Lee',
    });
  });
});

describe('entitling a DUNS to a product', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let entitlements: GetADunsEntitlements;
  const listed = generateDirectory(50)[7];

  beforeAll(async () => {
    env = freshDatabase();
    clock = new VirtualClock(new Date('2026-03-02T10:00:00Z'));
    await seed(sqliteQueryLayer(env.db), clock, personaHashesOnce());
    seedDirectory(env.db, 50);
    ({ entitlements } = getADunsServicesOver(env.db, clock));
  });
  afterAll(() => env.cleanUp());

  it('links a directory company to the user as member and adds the entitlement once', async () => {
    const duns = listed?.dunsNumber ?? '';
    const granted = await entitlements.entitle({
      userId: 'usr-us-owner',
      dunsNumber: duns,
      appId: 294,
      salesChannel: 'web',
      route: 'entitleProduct',
    });
    expect(granted).toMatchObject({
      ok: true,
      productId: 14706,
      productName: 'Credit Insights Free',
      entitlementStatus: 'active',
      plaAccepted: false,
    });
    expect(
      env.db
        .prepare('SELECT role FROM user_companies WHERE user_id = ? AND duns = ?')
        .get('usr-us-owner', duns),
    ).toEqual({ role: 'member' });
    expect(env.db.prepare('SELECT business_name FROM companies WHERE duns = ?').get(duns)).toEqual({
      business_name: listed?.businessName,
    });
    const again = await entitlements.entitle({
      userId: 'usr-us-owner',
      dunsNumber: duns,
      appId: 294,
      salesChannel: 'web',
      route: 'entitleExistingDuns',
    });
    expect(again).toEqual({
      ok: false,
      refusal: { kind: 'alreadyEntitled', productName: 'Credit Insights Free' },
    });
  });

  // The server reads the domain's catalogue (issue 31): where an app id has several products, the
  // Get-a-DUNS flow's base one is entitled, and an app without a product id is entitled as such.
  it.each([
    [8, 154, 14624, 'Duns Manager and Profile Manager'],
    [9, 216, null, 'Analytics STD Trial'],
  ])(
    'entitles directory company %s to app %s as product %s, %s',
    async (row, appId, productId, name) => {
      const granted = await entitlements.entitle({
        userId: 'usr-us-owner',
        dunsNumber: generateDirectory(50)[row]?.dunsNumber ?? '',
        appId,
        salesChannel: 'GAD',
        route: 'entitleProduct',
      });
      expect(granted).toMatchObject({ ok: true, appId, productId, productName: name });
    },
  );

  it('keeps an existing director role', async () => {
    const granted = await entitlements.entitle({
      userId: 'usr-us-owner',
      dunsNumber: '804735132',
      appId: 288,
      salesChannel: 'web',
      route: 'entitleProduct',
    });
    expect(granted).toMatchObject({ ok: true, productName: 'Livelogo', plaAccepted: true });
    expect(
      env.db
        .prepare('SELECT role FROM user_companies WHERE user_id = ? AND duns = ?')
        .get('usr-us-owner', '804735132'),
    ).toEqual({ role: 'director' });
  });

  it('refuses an unknown app id (400) and an unknown DUNS (404)', async () => {
    expect(
      await entitlements.entitle({
        userId: 'usr-us-owner',
        dunsNumber: '804735132',
        appId: 9999,
        salesChannel: 'web',
        route: 'entitleProduct',
      }),
    ).toEqual({ ok: false, refusal: { kind: 'unknownApp', appId: 9999 } });
    expect(
      await entitlements.entitle({
        userId: 'usr-us-owner',
        dunsNumber: '000000001',
        appId: 288,
        salesChannel: 'web',
        route: 'entitleProduct',
      }),
    ).toEqual({ ok: false, refusal: { kind: 'dunsNotFound' } });
  });

  it('gives the credit-monitor preview 14 days in GB and IE, other trials 30, with days left', async () => {
    expect(trialDaysFor(252, 'GB')).toBe(14);
    expect(trialDaysFor(252, 'ie')).toBe(14);
    expect(trialDaysFor(252, 'US')).toBe(30);
    expect(trialDaysFor(253, 'GB')).toBe(30);
    const trial = await entitlements.entitle({
      userId: 'usr-us-owner',
      dunsNumber: '150483782',
      appId: 252,
      salesChannel: 'web',
      route: 'entitleFreemium',
      trialCountry: 'GB',
    });
    expect(trial).toMatchObject({
      ok: true,
      productId: 14707,
      productName: 'Credit Monitor Preview',
      entitlementStatus: 'trial',
      daysLeft: 14,
    });
    const row = env.db
      .prepare(
        `SELECT status, trial_ends_at FROM entitlements
         WHERE user_id = 'usr-us-owner' AND duns = '150483782' AND app_id = 252`,
      )
      .get() as { status: string; trial_ends_at: number };
    expect(row.status).toBe('trial');
    expect(row.trial_ends_at).toBe(at('2026-03-16T10:00:00Z'));
    expect(daysLeft(row.trial_ends_at, at('2026-03-15T10:00:01Z'))).toBe(1);
    expect(daysLeft(row.trial_ends_at, at('2026-03-17T10:00:00Z'))).toBe(0);
    const us = await entitlements.entitle({
      userId: 'usr-us-owner',
      dunsNumber: '150483782',
      appId: 253,
      salesChannel: 'web',
      route: 'entitleFreemium',
      trialCountry: 'US',
    });
    expect(us).toMatchObject({ ok: true, productName: 'ZETA', daysLeft: 30 });
  });
});
