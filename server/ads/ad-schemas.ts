import { Type } from 'typebox';
import { AD_PLACEMENTS } from '../../src/domain/navigation/ad-slots';

const Placement = Type.Union(
  AD_PLACEMENTS.map((placement) => Type.Literal(placement)),
  {
    description:
      'spec §2: the offers page, a get-a-DUNS page, recommended products, a product page',
  },
);

/** At most 20 application ids, comma-separated. */
export const EXCLUDE_PATTERN = '^[1-9][0-9]{0,5}(,[1-9][0-9]{0,5}){0,19}$';

export const HouseOfferQuery = Type.Object(
  {
    placement: Placement,
    exclude: Type.Optional(
      Type.String({
        pattern: EXCLUDE_PATTERN,
        description:
          'application ids, comma-separated (at most 20), whose product the offer must not be ' +
          'about: the page’s own product, the products the company already holds',
      }),
    ),
  },
  { additionalProperties: false },
);

const MessageId = (description: string) =>
  Type.String({ description: `${description}: a message id of the portal’s catalogue` });

const Offer = Type.Object({
  id: Type.String({ description: 'the offer, e.g. credit-monitor' }),
  appId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'the product the offer is about (spec §3 catalogue), or null',
  }),
  productName: Type.Union([Type.String(), Type.Null()], {
    description: 'that product’s name, the texts’ {product} (never translated)',
  }),
  link: Type.String({
    description: 'where the call to action leads: a portal path (one leading /) or an https page',
  }),
  full: Type.Object(
    {
      headline: MessageId('the headline'),
      text: MessageId('one sentence'),
      cta: MessageId('the call to action'),
    },
    { description: 'the text of a slot with room for a sentence' },
  ),
  compact: Type.Object(
    { headline: MessageId('a short headline'), cta: MessageId('a short call to action') },
    { description: 'the text of a slot at most 150 px high (§9 300x100)' },
  ),
});

export const HouseOfferAnswer = Type.Object({
  placement: Placement,
  country: Type.String({
    pattern: '^[A-Z]{2}$',
    description: 'the signed-in user’s country, whose offers these are',
  }),
  offer: Type.Union([Offer, Type.Null()], {
    description: 'the slot’s best offer not excluded; null when every offer of the slot is',
  }),
});
