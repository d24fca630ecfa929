import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type {
  DashboardSections as Sections,
  RecommendedProductViewModel,
} from '../../../application/dashboard/dashboard.view-model';
import { PartnerOfferCard } from './partner-offer-card';
import { AdSlot } from '../../components/ad-slot';
import { NewTabHint } from '../../components/new-tab-hint';
import { domainMessageId } from '../../i18n/message-id';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';

const SectionHeading = styled.h2`
  font-size: ${v.type.lg.size};
  line-height: ${v.type.lg.lineHeight};
  margin: ${v.space[6]} 0 ${v.space[4]};
`;

const Row = styled.div`
  display: grid;
  gap: ${v.space[4]};
  grid-template-columns: 1fr;
  align-items: start;
  ${media.desktopUp} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${v.space[4]};
  grid-template-columns: 1fr;
  ${media.smallTabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const cardStyles = css`
  box-sizing: border-box;
  display: grid;
  gap: ${v.space[2]};
  height: 100%;
  padding: ${v.space[4]};
  background: ${v.color.surface};
  border-radius: ${v.radius.card};
  box-shadow: ${v.shadow.card};
  color: ${v.color.text};
  text-decoration: none;
  &:hover {
    box-shadow: ${v.shadow.popover};
  }
  &:focus-visible {
    outline: ${v.size.focusRing} solid ${v.color.info};
    outline-offset: ${v.size.focusRing};
  }
  strong {
    font-size: ${v.type.md.size};
    font-weight: ${v.font.weightStrong};
    overflow-wrap: anywhere;
  }
  span {
    color: ${v.color.textMuted};
  }
  em {
    display: inline-flex;
    align-items: center;
    gap: ${v.space[1]};
    font-style: normal;
    font-weight: ${v.font.weightStrong};
    color: ${v.color.brand};
  }
`;

const CardLink = styled.a`
  ${cardStyles}
`;

/** A card that opens a page of the portal (client-side). */
const CardPageLink = styled(RouterLink)`
  ${cardStyles}
`;

/** Three cards a row on a desktop: the explore cards and the offers. */
const WideGrid = styled(Cards)`
  ${media.desktopUp} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Recommendation = ({ product }: { product: RecommendedProductViewModel }) => (
  <li>
    <CardPageLink to={product.path}>
      <strong>{product.title}</strong>
      <span>
        <FormattedMessage id={domainMessageId(product.descriptionId)} />
      </span>
      <em>
        <FormattedMessage id="dashboard.recommended.learnMore" />
      </em>
    </CardPageLink>
  </li>
);

const ExploreCard = ({
  url,
  titleId,
  textId,
}: {
  url: string;
  titleId:
    | 'dashboard.explore.products.title'
    | 'dashboard.explore.marketplace.title'
    | 'dashboard.explore.service.title';
  textId:
    | 'dashboard.explore.products.text'
    | 'dashboard.explore.marketplace.text'
    | 'dashboard.explore.service.text';
}) => (
  <li>
    <CardLink href={url} target="_blank" rel="noopener noreferrer">
      <strong>
        <FormattedMessage id={titleId} />
      </strong>
      <span>
        <FormattedMessage id={textId} />
      </span>
      <em>
        <FormattedMessage id="dashboard.explore.open" />
        <NewTabHint />
      </em>
    </CardLink>
  </li>
);

/**
 * Below My Apps (spec §2 "recommended apps, marketplace"): the products the user does not have
 * yet, with the country's ad slot beside them, and the ways to explore more.
 */
export const DashboardSections = ({ sections }: { sections: Sections }) => (
  <>
    {sections.recommended.length > 0 && (
      <section aria-labelledby="recommended-heading">
        <SectionHeading id="recommended-heading">
          <FormattedMessage id="dashboard.recommended.heading" />
        </SectionHeading>
        <Row>
          <Cards>
            {sections.recommended.map((product) => (
              <Recommendation key={product.key} product={product} />
            ))}
          </Cards>
          {sections.recommendedAd !== undefined && <AdSlot slot={sections.recommendedAd} />}
        </Row>
      </section>
    )}
    {(sections.exploreUrl !== undefined ||
      sections.marketplaceUrl !== undefined ||
      sections.recommendedServiceUrl !== undefined) && (
      <section aria-labelledby="explore-heading">
        <SectionHeading id="explore-heading">
          <FormattedMessage id="dashboard.explore.heading" />
        </SectionHeading>
        <WideGrid>
          {sections.exploreUrl !== undefined && (
            <ExploreCard
              url={sections.exploreUrl}
              titleId="dashboard.explore.products.title"
              textId="dashboard.explore.products.text"
            />
          )}
          {sections.marketplaceUrl !== undefined && (
            <ExploreCard
              url={sections.marketplaceUrl}
              titleId="dashboard.explore.marketplace.title"
              textId="dashboard.explore.marketplace.text"
            />
          )}
          {sections.recommendedServiceUrl !== undefined && (
            <ExploreCard
              url={sections.recommendedServiceUrl}
              titleId="dashboard.explore.service.title"
              textId="dashboard.explore.service.text"
            />
          )}
        </WideGrid>
      </section>
    )}
    {sections.offers.length > 0 && (
      <section aria-labelledby="offers-heading">
        <SectionHeading id="offers-heading">
          <FormattedMessage id="offers.heading" />
        </SectionHeading>
        <WideGrid>
          {sections.offers.map((offer) => (
            <PartnerOfferCard key={offer.partner} offer={offer} headingLevel={3} />
          ))}
        </WideGrid>
      </section>
    )}
  </>
);
