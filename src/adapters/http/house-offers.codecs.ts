import * as t from 'io-ts';
import { HttpsUrlCodec, PortalPathCodec } from './notifications.codecs';

// Wire types of GET /services/ads/house-offer (server/ads/ad-schemas.ts). The link is checked
// here, so nothing but a portal path or an https URL ever reaches an href.

const OfferCodec = t.type({
  id: t.string,
  productName: t.union([t.string, t.null]),
  link: t.union([PortalPathCodec, HttpsUrlCodec]),
  full: t.type({ headline: t.string, text: t.string, cta: t.string }),
  compact: t.type({ headline: t.string, cta: t.string }),
});
export type OfferDto = t.TypeOf<typeof OfferCodec>;

export const HouseOfferAnswerCodec = t.type({ offer: t.union([OfferCodec, t.null]) });
