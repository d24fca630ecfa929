import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { PartnerOffers } from '../../../application/dashboard/partner-offers.use-case';
import type { PartnerOfferFeature } from '../../../application/ports/country-features.port';
import { PARTNER_NAMES } from '../../../domain/navigation/partner-offers';
import { Button } from '../../components/button';
import { preloadDialog } from '../../components/dialog';
import { useInjection } from '../../di/injection';
import { v } from '../../theme/css-variables';

/** Each partner offer's text. */
const OFFER_TEXT = {
  lendio: 'offers.lendio.text',
  nextInsurance: 'offers.nextInsurance.text',
  liliBanking: 'offers.liliBanking.text',
} as const;

const Card = styled.div`
  box-sizing: border-box;
  display: grid;
  gap: ${v.space[2]};
  align-content: start;
  justify-items: start;
  height: 100%;
  padding: ${v.space[4]};
  background: ${v.color.surface};
  border-radius: ${v.radius.card};
  box-shadow: ${v.shadow.card};
  h2,
  h3 {
    margin: 0;
    font-size: ${v.type.md.size};
    line-height: ${v.type.md.lineHeight};
  }
  p {
    margin: 0;
    color: ${v.color.textMuted};
  }
`;

/**
 * A partner's offer, as an item of a list of offers (the dashboard's and the free-DUNS offers
 * page's): its terms come first, then its site in a new tab (PartnerOffers and its dialog).
 * `headingLevel` keeps the page's outline: the offers page lists them under its h1.
 */
export const PartnerOfferCard = ({
  offer,
  headingLevel,
}: {
  offer: PartnerOfferFeature;
  headingLevel: 2 | 3;
}) => {
  const offers = useInjection(PartnerOffers);
  const partner = PARTNER_NAMES[offer.partner];
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li>
      <Card>
        <Title>{partner}</Title>
        <p>
          <FormattedMessage id={OFFER_TEXT[offer.partner]} />
        </p>
        <Button
          variant="secondary"
          onPointerEnter={() => void preloadDialog()}
          onClick={() => void offers.open(offer)}
        >
          <FormattedMessage id="offers.view" values={{ partner }} />
        </Button>
      </Card>
    </li>
  );
};
