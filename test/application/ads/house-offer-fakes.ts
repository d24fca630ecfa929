import * as TE from 'fp-ts/TaskEither';
import type {
  HouseOffer,
  HouseOfferRequest,
  HouseOffers,
} from '../../../src/application/ports/house-offers.port';
import type { ServiceError } from '../../../src/application/ports/service-error';

/** The offer the seeded backend gives a Czech dashboard (server/ads/ads.migrations.ts). */
export const DIPLOMA: HouseOffer = {
  id: 'aaa-diploma',
  productName: 'AAA Diploma',
  link: { kind: 'portal', path: '/products/306' },
  full: {
    headlineId: 'ads.offer.aaaDiploma.headline',
    textId: 'ads.offer.aaaDiploma.text',
    ctaId: 'ads.cta.seeProduct',
  },
  compact: { headlineId: 'ads.offer.aaaDiploma.short', ctaId: 'ads.cta.more' },
};

/** Answers every slot with `answer()`, recording what was asked; `holding` keeps answers back. */
export class FakeHouseOffers implements HouseOffers {
  readonly asked: HouseOfferRequest[] = [];
  answer: () => TE.TaskEither<ServiceError, HouseOffer | undefined> = () => TE.right(DIPLOMA);
  private held: (() => void)[] = [];
  holding = false;

  offerFor(request: HouseOfferRequest) {
    this.asked.push(request);
    const answer = this.answer();
    if (!this.holding) return answer;
    return () =>
      new Promise<Awaited<ReturnType<typeof answer>>>((resolve) => {
        this.held.push(() => void answer().then(resolve));
      });
  }

  release(): void {
    for (const held of this.held.splice(0)) held();
  }
}
