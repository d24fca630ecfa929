import * as E from 'fp-ts/Either';
import { HttpClient } from '../../src/adapters/http/http-client';
import { HttpHouseOffers } from '../../src/adapters/http/http-house-offers.adapter';

// GET /services/ads/house-offer through the real HTTP client (D-ADS-1): the query it sends, the
// offer it maps, and a link that is neither a portal path nor an https page refused.

const answering = (status: number, body: unknown, urls: string[] = []): HttpHouseOffers =>
  new HttpHouseOffers(
    new HttpClient({
      baseUrl: '/services',
      fetch: async (input) => {
        urls.push(input instanceof Request ? input.url : String(input));
        return new Response(JSON.stringify(body), { status });
      },
      timeoutMs: 1000,
      csrfToken: () => undefined,
    }),
  );

const offer = (link: string) => ({
  id: 'aaa-diploma',
  appId: 306,
  productName: 'AAA Diploma',
  link,
  full: { headline: 'h', text: 't', cta: 'c' },
  compact: { headline: 'sh', cta: 'sc' },
});

describe('HttpHouseOffers', () => {
  it('asks for the placement and the excluded products, and maps a portal link', async () => {
    const urls: string[] = [];
    const answer = await answering(
      200,
      { placement: 'productPage', country: 'CZ', offer: offer('/products/306') },
      urls,
    ).offerFor({ placement: 'productPage', exclude: [288, 306] })();
    expect(urls).toEqual(['/services/ads/house-offer?placement=productPage&exclude=288%2C306']);
    expect(answer).toEqual(
      E.right({
        id: 'aaa-diploma',
        productName: 'AAA Diploma',
        link: { kind: 'portal', path: '/products/306' },
        full: { headlineId: 'h', textId: 't', ctaId: 'c' },
        compact: { headlineId: 'sh', ctaId: 'sc' },
      }),
    );
  });

  it('sends no exclusion when there is none, and maps an https link and no product', async () => {
    const urls: string[] = [];
    const answer = await answering(
      200,
      { offer: { ...offer('https://provider.example/explore'), appId: null, productName: null } },
      urls,
    ).offerFor({ placement: 'offers', exclude: [] })();
    expect(urls).toEqual(['/services/ads/house-offer?placement=offers']);
    expect(answer).toMatchObject(
      E.right({ link: { kind: 'external', url: 'https://provider.example/explore' } }),
    );
    expect(E.isRight(answer) && answer.right?.productName).toBeUndefined();
  });

  it('answers no offer when every offer of the slot is excluded', async () => {
    const answer = await answering(200, { offer: null }).offerFor({
      placement: 'offers',
      exclude: [294],
    })();
    expect(answer).toEqual(E.right(undefined));
  });

  it.each(['javascript:alert(1)', '//elsewhere.example/x', 'http://provider.example/x'])(
    'refuses the link %s as a malformed answer',
    async (link) => {
      const answer = await answering(200, { offer: offer(link) }).offerFor({
        placement: 'offers',
        exclude: [],
      })();
      expect(answer).toEqual(E.left({ code: 'service.malformedResponse' }));
    },
  );
});
