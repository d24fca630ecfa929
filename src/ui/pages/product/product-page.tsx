import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type {
  ProductPageViewModel,
  ProductPurchase,
} from '../../../application/product-page/product-page.view-model';
import { AdSlot } from '../../components/ad-slot';
import { Banner } from '../../components/banner';
import { Link } from '../../components/link';
import { NewTabHint } from '../../components/new-tab-hint';
import { Heading } from '../../components/primitives';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { domainMessageId } from '../../i18n/message-id';
import { WORD_SPACE } from '../../i18n/word-space';
import { v } from '../../theme/css-variables';
import { Column, WithAdSlot } from '../get-a-duns/get-a-duns-layout';
import { useProductPage } from './use-product-page';

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: ${v.space[3]};
`;

/** The product mark (DESIGN.md: initials in a brand-tinted square), as on the dashboard's tiles. */
const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${v.space[8]};
  height: ${v.space[8]};
  border-radius: ${v.radius.card};
  background: ${v.color.infoBg};
  color: ${v.color.brand};
  font-weight: ${v.font.weightStrong};
`;

/** The way to the product: the text, then its button at its own width (full width on phones). */
const PurchaseBlock = styled.div`
  display: grid;
  justify-items: start;
  gap: ${v.space[4]};
`;

const Purchase = ({ purchase, product }: { purchase: ProductPurchase; product: string }) => {
  switch (purchase.kind) {
    case 'held':
      return (
        <Banner tone="success" announce="none">
          <FormattedMessage id="productPage.held.text" values={{ product }} />
          {WORD_SPACE}
          <Link to={purchase.myAppsPath}>
            <FormattedMessage id="productPage.held.link" />
          </Link>
        </Banner>
      );
    case 'buy':
      return (
        <>
          <p>
            <FormattedMessage id="productPage.buy.note" values={{ product }} />
          </p>
          <Link href={purchase.url} target="_blank" appearance="button" width="phone">
            <FormattedMessage id="productPage.buy.link" values={{ product }} />
            <NewTabHint />
          </Link>
        </>
      );
    case 'support':
      return (
        <>
          <p>
            <FormattedMessage id="productPage.support.text" values={{ product }} />
          </p>
          <Link href={purchase.url} appearance="button" variant="secondary" width="phone">
            <FormattedMessage id="productPage.support.link" />
          </Link>
        </>
      );
    case 'none':
      return null;
  }
};

const Loading = () => (
  <SkeletonGroup>
    <Skeleton $shape="text" $width="40%" $height={v.type.xl.size} />
    <Skeleton $shape="text" $width="70%" />
    <Skeleton $shape="block" $width="50%" />
  </SkeletonGroup>
);

const Product = ({ model }: { model: Extract<ProductPageViewModel, { screen: 'product' }> }) => (
  <WithAdSlot>
    <Column>
      <Title>
        <Mark aria-hidden="true">{model.mark}</Mark>
        <Heading>{model.title}</Heading>
      </Title>
      <p>
        <FormattedMessage id={domainMessageId(model.descriptionId)} />
      </p>
      <PurchaseBlock>
        <Purchase purchase={model.purchase} product={model.title} />
      </PurchaseBlock>
    </Column>
    {model.ad !== undefined && <AdSlot slot={model.ad} />}
  </WithAdSlot>
);

/**
 * `/products/<appId>` (spec §2 "a product page", D-ADS-3): one product the user can get, how to
 * get it or that the company has it, and the country's product-page ad slot.
 */
const ProductPageView = () => {
  const { appId } = useParams();
  const model = useProductPage(appId);
  switch (model.screen) {
    case 'loading':
      return <Loading />;
    case 'notFound':
      return (
        <Column>
          <Heading>
            <FormattedMessage id="productPage.pageTitle" />
          </Heading>
          <p>
            <FormattedMessage id="productPage.notFound.text" />
          </p>
          <Link to={model.myAppsPath}>
            <FormattedMessage id="productPage.notFound.link" />
          </Link>
        </Column>
      );
    case 'product':
      return <Product model={model} />;
  }
};

export default ProductPageView;
