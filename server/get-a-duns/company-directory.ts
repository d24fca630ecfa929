import { Type, type Static } from 'typebox';
import { ZIP_CODE_PATTERN } from '../../src/domain/companies/duns-search';
import { rowShape } from '../db/rows';
import { DunsNumber } from '../http/schemas';
import { SEED_COMPANIES } from '../seed/seed-companies';

/**
 * The synthetic directory of US companies behind the Get-a-DUNS search. Deterministic: company i
 * comes from a seeded PRNG stream, so every machine (and every test) gets the same directory, and
 * seeding N companies gives the first N of any larger directory.
 */

export const DirectoryCompany = Type.Object({
  dunsNumber: DunsNumber,
  businessName: Type.String(),
  tradeName: Type.String(),
  streetAddress: Type.String(),
  city: Type.String(),
  state: Type.String({ description: 'two-letter US state code' }),
  zipCode: Type.String({ pattern: ZIP_CODE_PATTERN }),
});
export type DirectoryCompany = Static<typeof DirectoryCompany>;
/** A directory row, selected with its columns renamed to DirectoryCompany's members. */
export const DirectoryRow = rowShape('DirectoryCompany', DirectoryCompany);

export const DIRECTORY_SEED = 0x5eed_d0e5;
/** Most results a search answers with. */
export const SEARCH_LIMIT = 20;

/** mulberry32: a small, fast, seeded PRNG (no Math.random anywhere in the directory). */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

// prettier-ignore
const NAME_WORDS = [
  'Acorn', 'Apex', 'Arbor', 'Atlas', 'Aurora', 'Bayside', 'Beacon', 'Birch', 'Blue Ridge', 'Bluebird',
  'Boulder', 'Bright', 'Cardinal', 'Cascade', 'Cedar', 'Century', 'Chestnut', 'Cobalt', 'Copper', 'Cornerstone',
  'Crescent', 'Crystal', 'Cypress', 'Delta', 'Eagle', 'Elm', 'Ember', 'Evergreen', 'Falcon', 'Fairview',
  'First Light', 'Foxglove', 'Frontier', 'Garnet', 'Gateway', 'Golden', 'Granite', 'Great Lakes', 'Harbor', 'Harvest',
  'Hawthorn', 'Heritage', 'Hickory', 'Highland', 'Horizon', 'Ironwood', 'Juniper', 'Keystone', 'Lakeside', 'Landmark',
  'Laurel', 'Liberty', 'Lighthouse', 'Magnolia', 'Maple', 'Meadow', 'Meridian', 'Midwest', 'Monarch', 'Mountain View',
  'Northstar', 'Oak', 'Old Mill', 'Orchard', 'Pacific', 'Palmetto', 'Paragon', 'Patriot', 'Peak', 'Pine',
  'Pioneer', 'Prairie', 'Premier', 'Quarry', 'Redwood', 'Ridgeline', 'River', 'Riverside', 'Rocky', 'Sage',
  'Sapphire', 'Silver', 'Sterling', 'Stone', 'Summit', 'Sunrise', 'Sycamore', 'Timber', 'Trinity', 'Union',
  'Valley', 'Vanguard', 'Vista', 'Walnut', 'Westfield', 'Willow', 'Windmill', 'Yellowstone', 'Zenith', 'Zephyr',
  'Anderson', 'Baker', 'Carter', 'Dawson', 'Ellis', 'Fischer', 'Garcia', 'Hughes', 'Jensen', 'Kowalski',
  'Lopez', 'Martin', 'Nguyen', 'Olsen', 'Patel', 'Quinn', 'Reyes', 'Sullivan', 'Thompson', 'Walker',
] as const;

// prettier-ignore
const TRADES = [
  'Analytics', 'Accounting', 'Auto Repair', 'Bakery', 'Builders', 'Cabinetry', 'Catering', 'Cleaning Services', 'Coffee Roasters', 'Construction',
  'Consulting', 'Dental Care', 'Design Studio', 'Electric', 'Engineering', 'Farms', 'Fitness', 'Flooring', 'Florist', 'Freight',
  'Furniture', 'Glass Works', 'Health Partners', 'Heating and Air', 'Home Care', 'Hardware', 'Insurance Agency', 'Landscaping', 'Law Group', 'Logistics',
  'Machine Shop', 'Marketing', 'Media', 'Medical Supply', 'Metalworks', 'Moving', 'Nursery', 'Optical', 'Outfitters', 'Painting',
  'Pet Care', 'Pharmacy', 'Plumbing', 'Printing', 'Properties', 'Realty', 'Restaurant Group', 'Roofing', 'Software', 'Solar',
  'Staffing', 'Storage', 'Tailoring', 'Technologies', 'Textiles', 'Tire and Wheel', 'Travel', 'Trucking', 'Veterinary Clinic', 'Winery',
] as const;

// prettier-ignore
const SUFFIXES = ['LLC', 'Inc', 'Co', 'Corp', 'Group LLC', 'Partners', 'Ltd', 'Company', 'Holdings Inc', 'LLC'] as const;

// prettier-ignore
const STREET_NAMES = [
  'Main', 'Oak', 'Maple', 'Cedar', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Pine', 'Walnut', 'Spring',
  'Church', 'Highland', 'Jefferson', 'Lincoln', 'Madison', 'Market', 'Mill', 'Ridge', 'River', 'Sunset',
  'Union', 'Franklin', 'Chestnut', 'Valley', 'Meadow', 'Forest', 'Center', 'Broad',
] as const;
// prettier-ignore
const STREET_TYPES = ['Street', 'Avenue', 'Road', 'Boulevard', 'Lane', 'Drive', 'Way', 'Court', 'Parkway', 'Place'] as const;

/** City, state and the lowest of the ZIP codes the directory uses there (up to 20 consecutive). */
// prettier-ignore
const CITIES: readonly (readonly [string, string, number])[] = [
  ['New York', 'NY', 10001], ['Brooklyn', 'NY', 11201], ['Buffalo', 'NY', 14201], ['Newark', 'NJ', 7102],
  ['Short Hills', 'NJ', 7078], ['Philadelphia', 'PA', 19102], ['Pittsburgh', 'PA', 15201], ['Boston', 'MA', 2108],
  ['Hartford', 'CT', 6103], ['Providence', 'RI', 2903], ['Portland', 'ME', 4101], ['Burlington', 'VT', 5401],
  ['Baltimore', 'MD', 21201], ['Washington', 'DC', 20001], ['Richmond', 'VA', 23219], ['Raleigh', 'NC', 27601],
  ['Asheville', 'NC', 28801], ['Charleston', 'SC', 29401], ['Atlanta', 'GA', 30303], ['Savannah', 'GA', 31401],
  ['Miami', 'FL', 33125], ['Orlando', 'FL', 32801], ['Tampa', 'FL', 33602], ['Nashville', 'TN', 37201],
  ['Memphis', 'TN', 38103], ['Louisville', 'KY', 40202], ['Birmingham', 'AL', 35203], ['Jackson', 'MS', 39201],
  ['New Orleans', 'LA', 70112], ['Columbus', 'OH', 43215], ['Cleveland', 'OH', 44113], ['Detroit', 'MI', 48201],
  ['Grand Rapids', 'MI', 49503], ['Indianapolis', 'IN', 46204], ['Chicago', 'IL', 60601], ['Milwaukee', 'WI', 53202],
  ['Minneapolis', 'MN', 55401], ['Des Moines', 'IA', 50309], ['St. Louis', 'MO', 63101], ['Kansas City', 'MO', 64105],
  ['Omaha', 'NE', 68102], ['Fargo', 'ND', 58102], ['Sioux Falls', 'SD', 57104], ['Wichita', 'KS', 67202],
  ['Oklahoma City', 'OK', 73102], ['Dallas', 'TX', 75201], ['Austin', 'TX', 78701], ['Houston', 'TX', 77002],
  ['San Antonio', 'TX', 78205], ['Little Rock', 'AR', 72201], ['Denver', 'CO', 80202], ['Salt Lake City', 'UT', 84101],
  ['Albuquerque', 'NM', 87102], ['Phoenix', 'AZ', 85003], ['Las Vegas', 'NV', 89101], ['Boise', 'ID', 83702],
  ['Billings', 'MT', 59101], ['Cheyenne', 'WY', 82001], ['Seattle', 'WA', 98101], ['Portland', 'OR', 97201],
  ['San Francisco', 'CA', 94102], ['Los Angeles', 'CA', 90012], ['San Diego', 'CA', 92101], ['Sacramento', 'CA', 95814],
  ['Anchorage', 'AK', 99501], ['Honolulu', 'HI', 96813],
];
const ZIPS_PER_CITY = 20;

const zip = (n: number): string => String(n).padStart(5, '0');

/**
 * The first `count` directory companies, one at a time (a million of them held at once would
 * cost the server hundreds of megabytes while seeding); `excludedDuns` are never generated.
 */
export function* directoryCompanies(
  count: number,
  excludedDuns: ReadonlySet<string> = new Set(),
): Generator<DirectoryCompany> {
  const random = seededRandom(DIRECTORY_SEED);
  // Numbers, not strings: a million of them in a Set is a fraction of the memory.
  const used = new Set<number>([...excludedDuns].map(Number));
  for (let generated = 0; generated < count; generated += 1) {
    let duns: number;
    do {
      duns = Math.floor(random() * 1_000_000_000);
    } while (used.has(duns));
    used.add(duns);
    const word = pick(random, NAME_WORDS);
    const trade = pick(random, TRADES);
    const suffix = pick(random, SUFFIXES);
    const [city, state, lowestZip] = pick(random, CITIES);
    const number = 1 + Math.floor(random() * 9899);
    const street = `${number} ${pick(random, STREET_NAMES)} ${pick(random, STREET_TYPES)}`;
    const zipOffset = Math.floor(random() * ZIPS_PER_CITY);
    // A quarter of the companies trade under a shorter name than their legal one.
    const tradeName =
      random() < 0.25 ? `${word} ${trade.split(' ')[0] ?? trade}` : `${word} ${trade}`;
    yield {
      dunsNumber: String(duns).padStart(9, '0'),
      businessName: `${word} ${trade} ${suffix}`,
      tradeName,
      streetAddress: street,
      city,
      state,
      zipCode: zip(lowestZip + zipOffset),
    };
  }
}

/**
 * The first `count` directory companies as a list.
 * @internal For tests: the server seeds from the generator, one company at a time (D-PERF-4).
 */
export const generateDirectory = (
  count: number,
  excludedDuns: ReadonlySet<string> = new Set(),
): DirectoryCompany[] => [...directoryCompanies(count, excludedDuns)];

/** The seeded personas' US companies, so the personas' own companies can be found too. */
export const personaDirectoryCompanies = (): DirectoryCompany[] =>
  SEED_COMPANIES.filter(
    (company) => company.countryCode === 'US' && /^\d{5}$/.test(company.postalCode),
  ).map((company) => ({
    dunsNumber: company.duns,
    businessName: company.businessName,
    tradeName: company.tradeName,
    streetAddress: company.streetAddress,
    city: company.town,
    state: company.territory,
    zipCode: company.postalCode,
  }));
