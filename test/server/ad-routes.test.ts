import { startTestServer, type TestServer } from './test-server';

jest.setTimeout(60_000);

// GET /services/ads/house-offer: the ad slots' house offers per country and placement, for the
// signed-in user's country (spec §2 "Ad slots exist per country", §6, docs/decisions/ads.md).

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SEED_COMPANY_COUNT: '1000' });
});
afterAll(() => t.close());

const houseOffer = async (userId: string, query: string) =>
  t.call('GET', `/services/ads/house-offer?${query}`, {
    headers: (await t.signIn(userId)).headers,
  });

const offerIdOf = (json: unknown): unknown =>
  typeof json === 'object' && json !== null && 'offer' in json
    ? (json.offer as { id?: unknown } | null)?.id
    : undefined;

describe('the house offer of an ad slot', () => {
  it('answers the US dashboard slot with its best offer, its texts as message ids', async () => {
    const answer = await houseOffer('usr-us-owner', 'placement=recommendedProducts');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, max-age=300');
    expect(answer.json).toEqual({
      placement: 'recommendedProducts',
      country: 'US',
      offer: {
        id: 'credit-monitor',
        appId: 252,
        productName: 'Credit Monitor',
        link: '/products/252',
        full: {
          headline: 'ads.offer.creditMonitor.headline',
          text: 'ads.offer.creditMonitor.text',
          cta: 'ads.cta.seeProduct',
        },
        compact: { headline: 'ads.offer.creditMonitor.short', cta: 'ads.cta.more' },
      },
    });
  });

  it.each([
    [
      'usr-us-owner',
      'recommendedProducts',
      '252,274,294',
      'livelogo',
      'a US company holding three',
    ],
    ['usr-cz-user', 'recommendedProducts', '288', 'aaa-diploma', 'Czech: the AAA Diploma'],
    ['usr-cz-user', 'productPage', '306', 'livelogo', 'on the AAA Diploma’s own page'],
    ['usr-uk-trial', 'productPage', '', 'credit-monitor', 'British: Credit Monitor'],
    ['usr-uk-trial', 'getADuns', '252', 'credit-insights', 'GB has the get-a-DUNS slot'],
    ['usr-internal', 'recommendedProducts', '', 'aaa-diploma', 'Swiss'],
    ['usr-us-owner', 'offers', '', 'credit-insights', 'the US offers page'],
  ])('%s, %s without %s: %s (%s)', async (userId, placement, exclude, offer, _why) => {
    const answer = await houseOffer(
      userId,
      `placement=${placement}${exclude === '' ? '' : `&exclude=${exclude}`}`,
    );
    expect(answer.status).toBe(200);
    expect(offerIdOf(answer.json)).toBe(offer);
  });

  it('answers no offer when every offer of the slot is excluded', async () => {
    const answer = await houseOffer('usr-us-owner', 'placement=offers&exclude=294,27,274');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ placement: 'offers', country: 'US', offer: null });
  });

  it.each([
    ['usr-us-owner', 'productPage', 'the product page has ads in the international set only'],
    ['usr-cz-user', 'getADuns', 'get-a-DUNS ads are US, CA, GB and IE'],
    ['usr-cz-user', 'offers', 'the offers page is US only'],
  ])('%s asking for %s: 404 AD_SLOT_NOT_FOUND (%s)', async (userId, placement) => {
    const answer = await houseOffer(userId, `placement=${placement}`);
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ error: 'AD_SLOT_NOT_FOUND' });
  });

  it.each([
    ['placement=sidebar', 'an unknown placement'],
    ['', 'no placement'],
    ['placement=offers&exclude=abc', 'an exclusion that is not ids'],
    ['placement=offers&exclude=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21', 'over 20'],
    ['placement=offers&size=big', 'an unknown parameter'],
  ])('refuses %s with 400 (%s)', async (query) => {
    const answer = await houseOffer('usr-us-owner', query);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'VALIDATION_ERROR' });
  });

  it('needs a session', async () => {
    const answer = await t.call('GET', '/services/ads/house-offer?placement=offers');
    expect(answer.status).toBe(401);
  });
});
