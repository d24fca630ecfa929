import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Dashboard } from '../../../application/dashboard/dashboard.use-case';
import { SPEC_ROUTES } from '../../../domain/navigation/route-access';
import { ProductOpener } from '../../../application/dashboard/product-opener.use-case';
import type { DashboardViewModel } from '../../../application/dashboard/dashboard.view-model';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { Dialog } from '../../components/dialog';
import { Card, Heading, Muted } from '../../components/primitives';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { useInjection } from '../../di/injection';
import { useViewModel } from '../../hooks/use-view-model';
import { WORD_SPACE } from '../../i18n/word-space';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';
import { AssociateCompanyLink } from '../get-a-duns/associate-company-link';
import { CreditSignalDialog } from './credit-signal-dialog';
import { DeepLinkNotice, useDeepLink } from './deep-link-notice';
import { DashboardSections } from './dashboard-sections';
import { PartnerOfferDialog } from './partner-offer-dialog';
import { ProductOpenerDialogs } from './product-opener-dialogs';
import { ProductTile } from './product-tile';
import { TrialPanel } from './trial-panel';

const TileGrid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${v.space[4]};
  grid-template-columns: 1fr;
  ${media.smallTabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktopUp} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const SectionHeading = styled.h2`
  font-size: ${v.type.lg.size};
  line-height: ${v.type.lg.lineHeight};
  margin: ${v.space[5]} 0 ${v.space[4]};
`;

const Welcome = styled.header`
  margin-bottom: ${v.space[5]};
  display: grid;
  gap: ${v.space[1]};
  h1 {
    margin-bottom: ${v.space[1]};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

/** The welcome's lines, spaced as the welcome spaces them. */
const WelcomeShape = styled.div`
  display: grid;
  gap: ${v.space[1]};
`;

/** The company links take three lines on a phone, two on a tablet: their skeleton does too. */
const BelowDesktop = styled.div`
  ${media.desktopUp} {
    display: none;
  }
`;

const PhoneOnly = styled.div`
  ${media.tabletUp} {
    display: none;
  }
`;

const CompanyLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${v.space[1]} ${v.space[4]};
`;

const EmptyState = styled(Card)`
  display: grid;
  justify-items: start;
  gap: ${v.space[3]};
  p {
    margin: 0;
  }
`;

type Ready = Extract<DashboardViewModel, { status: 'ready' }>;

const TILE_SKELETON_HEIGHT = `calc(2 * ${v.space[8]} + ${v.space[6]})`;

const TilesLoading = () => (
  <SkeletonGroup>
    <TileGrid>
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <li key={index}>
          {/* About a tile's height, so the page below (and the footer) does not move. */}
          <Skeleton $shape="block" $height={TILE_SKELETON_HEIGHT} />
        </li>
      ))}
    </TileGrid>
  </SkeletonGroup>
);

const NoTiles = ({ empty }: { empty: NonNullable<Ready['empty']> }) =>
  empty === 'noCompany' ? (
    <EmptyState>
      <p>
        <FormattedMessage id="dashboard.empty.noCompany" />
      </p>
      <Link to="/gad/search" appearance="button">
        <FormattedMessage id="dashboard.empty.getADuns" />
      </Link>
    </EmptyState>
  ) : (
    <EmptyState>
      <p>
        <FormattedMessage id="dashboard.noProducts" />
      </p>
    </EmptyState>
  );

const Tiles = ({ model }: { model: Ready }) => {
  const opener = useInjection(ProductOpener);
  if (model.empty !== undefined) return <NoTiles empty={model.empty} />;
  return (
    <TileGrid aria-busy={model.switching}>
      {model.tiles.map((tile) => (
        <li key={tile.key}>
          <ProductTile
            tile={tile}
            onOpen={(opened) =>
              void opener.open({ key: opened.key, entitlement: opened.entitlement })
            }
          />
        </li>
      ))}
    </TileGrid>
  );
};

/**
 * `/`, titled Home (spec §2 "Landing / My Apps"): the welcome with the user's name and the selected
 * company, then a tile per product, each opening its product (through the terms or the company
 * picker when needed).
 */
/** §2: the add-company page opens in a new tab; about 1000 ms later the portal signs out here. */
const AddCompanyLink = ({ url }: { url: string }) => {
  const dashboard = useInjection(Dashboard);
  return (
    <Link href={url} target="_blank" onClick={() => void dashboard.addCompanyClicked()}>
      <FormattedMessage id="dashboard.addCompany" />
    </Link>
  );
};

const PendingDunsPopup = ({ model }: { model: Ready }) => {
  const dashboard = useInjection(Dashboard);
  const close = () => dashboard.dismissPendingDunsPopup();
  return (
    <Dialog
      open={model.pendingDunsPopup !== undefined}
      onClose={close}
      title={<FormattedMessage id="dashboard.pendingDuns.title" />}
      actions={
        <Button onClick={close}>
          <FormattedMessage id="dashboard.pendingDuns.ok" />
        </Button>
      }
    >
      <p>
        <FormattedMessage
          id="dashboard.pendingDuns.text"
          values={{ days: model.pendingDunsPopup?.maxBusinessDays ?? 0 }}
        />
      </p>
    </Dialog>
  );
};

const DashboardPage = () => {
  const [model, dashboard] = useViewModel(Dashboard);
  useDeepLink();

  if (model.status === 'error') {
    return (
      <Banner tone="error">
        <FormattedMessage id="dashboard.loadError" />
        {WORD_SPACE}
        <Button variant="secondary" onClick={() => void dashboard.retry()}>
          <FormattedMessage id="dashboard.retry" />
        </Button>
      </Banner>
    );
  }

  return (
    <>
      <DeepLinkNotice />
      <Welcome>
        {model.status === 'ready' ? (
          <>
            <Heading>
              <FormattedMessage id="dashboard.welcome" values={{ firstName: model.firstName }} />
            </Heading>
            {model.companyName !== undefined && <Muted>{model.companyName}</Muted>}
            {model.companyPending && (
              <Muted>
                <FormattedMessage id="dashboard.companyPending" />
              </Muted>
            )}
            <CompanyLinks>
              {model.companyName !== undefined && (
                <Link to={SPEC_ROUTES.companyDetails.path}>
                  <FormattedMessage id="dashboard.companyProfileLink" />
                </Link>
              )}
              <Link to={SPEC_ROUTES.agreement.path}>
                <FormattedMessage id="agreements.pageTitle" />
              </Link>
              {model.addCompanyUrl !== undefined && <AddCompanyLink url={model.addCompanyUrl} />}
              <AssociateCompanyLink />
            </CompanyLinks>
          </>
        ) : (
          // The welcome's shape (heading, company, links), so My Apps does not move when it comes.
          <SkeletonGroup>
            <WelcomeShape>
              <Skeleton $shape="text" $width="50%" $height={v.type.xl.size} />
              <Skeleton $shape="text" $width="35%" />
              <Skeleton $shape="text" $width="45%" />
              <BelowDesktop>
                <Skeleton $shape="text" $width="80%" />
              </BelowDesktop>
              <PhoneOnly>
                <Skeleton $shape="text" $width="70%" />
              </PhoneOnly>
            </WelcomeShape>
          </SkeletonGroup>
        )}
      </Welcome>
      {model.status === 'ready' && <TrialPanel />}
      <section aria-labelledby="my-apps-heading">
        <SectionHeading id="my-apps-heading">
          <FormattedMessage id="dashboard.myApps" />
        </SectionHeading>
        {model.status === 'ready' ? <Tiles model={model} /> : <TilesLoading />}
      </section>
      {model.status === 'ready' ? (
        <DashboardSections sections={model.sections} />
      ) : (
        // The sections below My Apps (recommended apps, offers) keep a place too, so the footer
        // stays below the fold instead of being pushed down when they come.
        <SkeletonGroup>
          <SectionHeading as="div">
            <Skeleton $shape="text" $width="30%" $height={v.type.lg.size} />
          </SectionHeading>
          <Skeleton $shape="block" $height={TILE_SKELETON_HEIGHT} />
        </SkeletonGroup>
      )}
      <ProductOpenerDialogs />
      <PartnerOfferDialog />
      {model.status === 'ready' && <PendingDunsPopup model={model} />}
      <CreditSignalDialog />
    </>
  );
};

export default DashboardPage;
