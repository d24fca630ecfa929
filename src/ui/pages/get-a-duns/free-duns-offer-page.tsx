import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { TOKENS } from '../../../application/app.tokens';
import { PartnerOffers } from '../../../application/dashboard/partner-offers';
import { toFreeDunsOfferViewModel } from '../../../application/get-a-duns/free-duns-offer.view-model';
import type { PartnerOfferFeature } from '../../../application/ports/country-features.port';
import { PARTNER_NAMES } from '../../../domain/navigation/partner-offers';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { preloadDialog } from '../../components/dialog';
import { Link } from '../../components/link';
import { Heading } from '../../components/primitives';
import { useInjection } from '../../di/injection';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';
import { OFFER_TEXT } from '../dashboard/offer-texts';
import { PartnerOfferDialog } from '../dashboard/partner-offer-dialog';
import { AdSlot } from '../../components/ad-slot';
import { Column, WithAdSlot } from './gad-layout';
import { useGetADuns } from './use-get-a-duns';

const Offers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${v.space[4]};
  ${media.smallTabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const OfferCard = styled.li`
  display: grid;
  gap: ${v.space[2]};
  align-content: start;
  justify-items: start;
  padding: ${v.space[4]};
  background: ${v.color.surface};
  border-radius: ${v.radius.card};
  box-shadow: ${v.shadow.card};
  h2 {
    margin: 0;
    font-size: ${v.type.md.size};
    line-height: ${v.type.md.lineHeight};
  }
  p {
    color: ${v.color.textMuted};
  }
`;

/** A partner's card: its terms come first, then its site in a new tab (the dashboard's dialog). */
const Offer = ({ offer }: { offer: PartnerOfferFeature }) => {
  const offers = useInjection(PartnerOffers);
  const partner = PARTNER_NAMES[offer.partner];
  return (
    <OfferCard>
      <h2>{partner}</h2>
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
    </OfferCard>
  );
};

/**
 * `/gad/free-duns-offer` (spec §2 "then a partner-offers page"): the company just confirmed, the
 * country's partner offers and the offers page's ad slot (§6, §9), and the way to the dashboard.
 */
const FreeDunsOfferPage = () => {
  const [state, , country] = useGetADuns();
  const features = useInjection(TOKENS.CountryFeatures);
  const model = toFreeDunsOfferViewModel(
    state,
    country,
    country === undefined ? [] : features.featuresOf(country).partnerOffers,
  );
  return (
    <>
      <WithAdSlot>
        <Column>
          <Heading>
            <FormattedMessage id="getADuns.offers.heading" />
          </Heading>
          {model.confirmedCompany !== undefined && (
            <Banner tone={model.pending ? 'warning' : 'success'} announce="none">
              <FormattedMessage
                id={model.pending ? 'getADuns.offers.pending' : 'getADuns.offers.confirmed'}
                values={{ company: model.confirmedCompany }}
              />
            </Banner>
          )}
          <p>
            <FormattedMessage
              id={model.offers.length > 0 ? 'getADuns.offers.intro' : 'getADuns.offers.none'}
            />
          </p>
          {model.offers.length > 0 && (
            <Offers>
              {model.offers.map((offer) => (
                <Offer key={offer.partner} offer={offer} />
              ))}
            </Offers>
          )}
          <div>
            <Link to={model.dashboardPath} appearance="button" width="phone">
              <FormattedMessage id="getADuns.found.toDashboard" />
            </Link>
          </div>
        </Column>
        {model.ad !== undefined && <AdSlot sizes={model.ad} />}
      </WithAdSlot>
      <PartnerOfferDialog />
    </>
  );
};

export default FreeDunsOfferPage;
