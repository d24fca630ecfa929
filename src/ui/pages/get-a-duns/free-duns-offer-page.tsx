import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { TOKENS } from '../../../application/app.tokens';
import { toFreeDunsOfferViewModel } from '../../../application/get-a-duns/free-duns-offer.view-model';
import { Banner } from '../../components/banner';
import { Link } from '../../components/link';
import { Heading } from '../../components/primitives';
import { useInjection } from '../../di/injection';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';
import { PartnerOfferCard } from '../dashboard/partner-offer-card';
import { PartnerOfferDialog } from '../dashboard/partner-offer-dialog';
import { AdSlot } from '../../components/ad-slot';
import { Column, WithAdSlot } from './get-a-duns-layout';
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
                <PartnerOfferCard key={offer.partner} offer={offer} headingLevel={2} />
              ))}
            </Offers>
          )}
          <div>
            <Link to={model.dashboardPath} appearance="button" width="phone">
              <FormattedMessage id="getADuns.found.toDashboard" />
            </Link>
          </div>
        </Column>
        {model.ad !== undefined && <AdSlot slot={model.ad} />}
      </WithAdSlot>
      <PartnerOfferDialog />
    </>
  );
};

export default FreeDunsOfferPage;
