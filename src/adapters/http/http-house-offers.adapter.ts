import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type {
  HouseOffer,
  HouseOfferRequest,
  HouseOffers,
} from '../../application/ports/house-offers.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { HttpClient } from './http-client';
import { HouseOfferAnswerCodec, type OfferDto } from './house-offers.codecs';

const toOffer = (dto: OfferDto): HouseOffer => ({
  id: dto.id,
  productName: dto.productName ?? undefined,
  // The codec let only a portal path or an https URL through; a path starts with one slash.
  link: dto.link.startsWith('/')
    ? { kind: 'portal', path: dto.link }
    : { kind: 'external', url: dto.link },
  full: { headlineId: dto.full.headline, textId: dto.full.text, ctaId: dto.full.cta },
  compact: { headlineId: dto.compact.headline, ctaId: dto.compact.cta },
});

/** The ad slots' house offers over HTTP (D-ADS-1). */
export class HttpHouseOffers implements HouseOffers {
  constructor(private readonly http: HttpClient) {}

  offerFor(request: HouseOfferRequest): TE.TaskEither<ServiceError, HouseOffer | undefined> {
    return pipe(
      this.http.request('GET', '/ads/house-offer', HouseOfferAnswerCodec, {
        query: {
          placement: request.placement,
          exclude: request.exclude.length === 0 ? undefined : request.exclude.join(','),
        },
      }),
      TE.map((answer) => (answer.offer === null ? undefined : toOffer(answer.offer))),
    );
  }
}
