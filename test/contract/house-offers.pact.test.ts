import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpHouseOffers } from '../../src/adapters/http/http-house-offers.adapter';
import { httpClientAt, portalPact, sessionHeaders } from './consumer';
import { ProviderStates } from './provider-states';

const { like, string } = MatchersV3;
const pact = portalPact();

const offersAt = (url: string, signedIn: boolean) =>
  new HttpHouseOffers(httpClientAt(url, signedIn));

describe('GET /services/ads/house-offer (HttpHouseOffers.offerFor)', () => {
  it('answers the best offer of the user’s country for the slot, without the products excluded', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving(
        'a request for the house offer of the recommended-products slot, the company’s products excluded',
      )
      .withRequest('GET', '/services/ads/house-offer', (request) => {
        request
          .headers(sessionHeaders(false))
          .query({ placement: 'recommendedProducts', exclude: '252,274,294' });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          offer: {
            id: string('livelogo'),
            productName: string('Livelogo'),
            link: string('/products/288'),
            full: {
              headline: string('ads.offer.livelogo.headline'),
              text: string('ads.offer.livelogo.text'),
              cta: string('ads.cta.seeProduct'),
            },
            compact: {
              headline: string('ads.offer.livelogo.short'),
              cta: string('ads.cta.more'),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const answer = await offersAt(mockServer.url, true).offerFor({
          placement: 'recommendedProducts',
          exclude: [252, 274, 294],
        })();
        expect(answer).toEqual(
          E.right({
            id: 'livelogo',
            productName: 'Livelogo',
            link: { kind: 'portal', path: '/products/288' },
            full: {
              headlineId: 'ads.offer.livelogo.headline',
              textId: 'ads.offer.livelogo.text',
              ctaId: 'ads.cta.seeProduct',
            },
            compact: { headlineId: 'ads.offer.livelogo.short', ctaId: 'ads.cta.more' },
          }),
        );
      });
  });

  it('answers AD_SLOT_NOT_FOUND for a placement the country has no slot of', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving('a request for the house offer of a product-page slot, which the US lacks')
      .withRequest('GET', '/services/ads/house-offer', (request) => {
        request.headers(sessionHeaders(false)).query({ placement: 'productPage' });
      })
      .willRespondWith(404, (response) => {
        response.jsonBody({ error: 'AD_SLOT_NOT_FOUND', message: like('No slot.') });
      })
      .executeTest(async (mockServer) => {
        const answer = await offersAt(mockServer.url, true).offerFor({
          placement: 'productPage',
          exclude: [],
        })();
        expect(answer).toEqual(
          E.left({
            code: 'service.rejected',
            status: 404,
            error: 'AD_SLOT_NOT_FOUND',
            message: 'No slot.',
          }),
        );
      });
  });

  it('is unauthorized without a session', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.NO_SESSION)
      .uponReceiving('GET /services/ads/house-offer without a session')
      .withRequest('GET', '/services/ads/house-offer', (request) => {
        request.query({ placement: 'offers' });
      })
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        expect(
          await offersAt(mockServer.url, false).offerFor({ placement: 'offers', exclude: [] })(),
        ).toEqual(E.left({ code: 'service.unauthorized' }));
      });
  });
});
