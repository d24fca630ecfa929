import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Dashboard } from '../../../application/dashboard/dashboard.use-case';
import type { ProductTileViewModel } from '../../../application/dashboard/dashboard.view-model';
import { useViewModel } from '../../hooks/use-view-model';
import { Banner } from '../../components/banner';
import { Card, Heading, Muted } from '../../components/primitives';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';

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
`;

const Tile = styled(Card).attrs({ as: 'li' })`
  border-top: ${v.size.borderAccent} solid ${v.color.brand};
  h3 {
    margin: 0 0 ${v.space[2]};
    font-size: ${v.type.lg.size};
    line-height: ${v.type.lg.lineHeight};
  }
`;

const SectionHeading = styled.h2`
  font-size: ${v.type.lg.size};
  line-height: ${v.type.lg.lineHeight};
  margin: ${v.space[5]} 0 ${v.space[4]};
`;

const ProductTile = ({ tile }: { tile: ProductTileViewModel }) => (
  <Tile>
    <h3>{tile.title}</h3>
    {tile.companyName !== undefined && (
      <Muted>
        <FormattedMessage id="dashboard.tileCompany" values={{ companyName: tile.companyName }} />
      </Muted>
    )}
  </Tile>
);

/** `/`, titled Home: welcome banner with the user's name and the product tiles (spec §2). */
const DashboardPage = () => {
  const [model, dashboard] = useViewModel(Dashboard);

  useEffect(() => {
    void dashboard.load();
  }, [dashboard]);

  return (
    <>
      {model.status === 'loading' && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {model.status === 'error' && (
        <Banner tone="error">
          <FormattedMessage id="dashboard.loadError" />
        </Banner>
      )}
      {model.status === 'ready' && (
        <>
          <Heading>
            <FormattedMessage id="dashboard.welcome" values={{ firstName: model.firstName }} />
          </Heading>
          <section aria-labelledby="my-apps-heading">
            <SectionHeading id="my-apps-heading">
              <FormattedMessage id="dashboard.myApps" />
            </SectionHeading>
            {model.tiles.length === 0 ? (
              <p>
                <FormattedMessage id="dashboard.noProducts" />
              </p>
            ) : (
              <TileGrid>
                {model.tiles.map((tile) => (
                  <ProductTile key={tile.key} tile={tile} />
                ))}
              </TileGrid>
            )}
          </section>
        </>
      )}
    </>
  );
};

export default DashboardPage;
