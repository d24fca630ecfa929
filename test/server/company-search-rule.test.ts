import * as E from 'fp-ts/Either';
import { validateDunsSearch, type DunsSearchForm } from '../../src/domain/companies/duns-search';
import { startTestServer, type TestServer } from './test-server';

jest.setTimeout(60_000);

// Issue 31: the portal let through searches the server refused (a name of three characters with a
// space, one over 120), so the user saw a generic failure and "Try again" failed the same way. The
// server now applies the domain's rule (D-DOM-27); these rows hold the two answers together.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** What the portal sends for a search as typed: the trimmed fields (the domain's right value). */
const asSent = (typed: DunsSearchForm): DunsSearchForm => ({
  businessName: typed.businessName.trim(),
  zipCode: typed.zipCode.trim(),
});

const SEARCHES: readonly (readonly [words: string, typed: DunsSearchForm])[] = [
  ['"3 or more characters"', { businessName: 'Ace', zipCode: '28801' }],
  ['3 characters, one of them a space', { businessName: 'A B', zipCode: '28801' }],
  ['3 characters typed with spaces around', { businessName: '  A B  ', zipCode: '28801' }],
  ['fewer than 3 characters', { businessName: 'Ab', zipCode: '28801' }],
  ['only spaces', { businessName: '     ', zipCode: '28801' }],
  ['120 characters (D-DOM-27)', { businessName: 'Blue '.repeat(24), zipCode: '28801' }],
  ['121 characters (D-DOM-27)', { businessName: `${'Blue '.repeat(24)}R`, zipCode: '28801' }],
  ['120 emoji, each one character', { businessName: '🙂'.repeat(120), zipCode: '28801' }],
  ['"ZIP 5 digits" not met', { businessName: 'Blue Ridge', zipCode: '2880' }],
  ['a ZIP+4', { businessName: 'Blue Ridge', zipCode: '28801-1234' }],
];

describe('the company search: the server answers what the portal validated (spec §5 "DUNS search")', () => {
  it.each(SEARCHES)('%s', async (_words, typed) => {
    const portalAccepts = E.isRight(validateDunsSearch(typed));
    const { writeHeaders } = await t.signIn('usr-us-owner');
    const answer = await t.call('POST', '/services/GAD/companySearch', {
      headers: writeHeaders,
      body: asSent(typed),
    });
    expect({ status: answer.status }).toEqual({ status: portalAccepts ? 200 : 400 });
  });
});

describe("a free DUNS application's business name follows the same rule when given", () => {
  it.each([
    ['fewer than 3 characters', 'Ab'],
    ['121 characters (D-DOM-27)', `${'Blue '.repeat(24)}R`],
  ])('%s: 400, nothing started', async (_words, businessName) => {
    const { headers } = await t.signIn('usr-us-owner');
    const query = new URLSearchParams({ flow: 'GAD', businessName, zipCode: '28801' });
    const answer = await t.call('GET', `/services/entitlements/getNewDFCCase?${query}`, {
      headers,
    });
    expect(answer.status).toBe(400);
  });
});
