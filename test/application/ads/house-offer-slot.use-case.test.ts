import * as TE from 'fp-ts/TaskEither';
import { adSlotOf } from '../../../src/application/ads/ad-slot.view-model';
import {
  exploreOffer,
  HouseOfferSlot,
} from '../../../src/application/ads/house-offer-slot.use-case';
import type { HouseOffer } from '../../../src/application/ports/house-offers.port';
import type { ServiceError } from '../../../src/application/ports/service-error';
import { FakeCountryFeatures, settle, testCountryRecord } from '../fakes';
import { DIPLOMA, FakeHouseOffers } from './house-offer-fakes';

// One ad slot's house offer (spec §2 ad slots, docs/decisions/ads.md D-ADS-1): asked for when the
// slot opens, and the portal's own offer whenever the backend has none, so never an empty box.

const slot = (exclude: number[] = []) => {
  const model = adSlotOf('recommendedProducts', 'CZ', exclude);
  if (model === undefined) throw new Error('the Czech dashboard has a slot');
  return model;
};

const setup = (features = new FakeCountryFeatures()) => {
  const offers = new FakeHouseOffers();
  return { offers, store: new HouseOfferSlot(offers, features) };
};

const EXPLORE = exploreOffer('https://www.provider.example/explore');

describe('an ad slot’s house offer', () => {
  it('is loading until the backend answers, then shows its offer with the product’s name', async () => {
    const { offers, store } = setup();
    expect(store.snapshot).toEqual({ status: 'loading' });
    const opened = store.open(slot([288]));
    expect(offers.asked).toEqual([{ placement: 'recommendedProducts', exclude: [288] }]);
    await opened;
    expect(store.snapshot).toEqual({
      status: 'ready',
      offer: {
        full: DIPLOMA.full,
        compact: DIPLOMA.compact,
        values: { product: 'AAA Diploma' },
        link: { kind: 'portal', path: '/products/306' },
      },
      fallback: EXPLORE,
    });
  });

  it.each<[string, () => TE.TaskEither<ServiceError, HouseOffer | undefined>]>([
    ['every offer of the slot is excluded', () => TE.right(undefined)],
    ['the backend cannot answer', () => TE.left({ code: 'service.unavailable' })],
  ])('shows the country’s explore page when %s: never an empty box', async (_why, answer) => {
    const { offers, store } = setup();
    offers.answer = answer;
    await store.open(slot());
    expect(store.snapshot).toEqual({ status: 'ready', offer: EXPLORE, fallback: EXPLORE });
  });

  it('an offer about no product has no values; the own offer without an explore page has no link', async () => {
    const { offers, store } = setup(
      new FakeCountryFeatures(testCountryRecord({ exploreTile: { enabled: false } })),
    );
    offers.answer = () => TE.right({ ...DIPLOMA, productName: undefined });
    await store.open(slot());
    expect(store.snapshot).toMatchObject({
      status: 'ready',
      offer: { values: {} },
      fallback: { link: undefined },
    });
  });

  it('drops an answer for a slot asked about before, and one that comes after it closed', async () => {
    const { offers, store } = setup();
    offers.holding = true;
    void store.open(slot([252]));
    offers.answer = () => TE.right(undefined);
    void store.open(slot([306]));
    expect(store.snapshot).toEqual({ status: 'loading' });
    offers.release();
    await settle();
    expect(store.snapshot).toEqual({ status: 'ready', offer: EXPLORE, fallback: EXPLORE });
    void store.open(slot());
    expect(store.snapshot).toEqual({ status: 'loading' });
    store.dispose();
    offers.release();
    await settle();
    expect(store.snapshot).toEqual({ status: 'loading' });
  });
});
