import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FrameUser } from '../../application/frame/portal-frame.use-case';
import type { NavigationViewModel } from '../../application/frame/navigation.view-model';
import { TOKENS } from '../../application/app.tokens';
import { countryOfLocale } from '../../domain/locale/locale';
import { GridIcon } from '../components/icons';
import { Link } from '../components/link';
import { Skeleton } from '../components/skeleton';
import { useInjection } from '../di/injection';
import { useMediaQuery } from '../hooks/use-media-query';
import { useActiveLocale } from '../i18n/active-locale';
import { AtWidth } from '../layout/at-width';
import { Header, Logo } from '../layout/page-chrome';
import { v } from '../theme/css-variables';
import { media } from '../theme/tokens';
import { CompanySelectorCombobox } from './company-selector';
import { MobileMenu } from './mobile-menu';
import { NavTabs } from './nav-tabs';
import { PartnerLinks } from './partner-links';
import { ProfileMenu } from './profile-menu';

// DESIGN.md "Frame": on phones a 56 px bar (menu button, logo in the centre, bell) with the company
// selector full width under it; from 768 px a 64 px bar (logo, selector, AAA icon, bell, profile)
// over a row of tabs; from 1024 px the partner links in a row of their own below (D-FRAME-2).

const Grid = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-rows: ${v.size.headerMobile} auto;
  grid-template-areas:
    'menu logo actions'
    'company company company';
  align-items: center;
  column-gap: ${v.space[2]};
  max-width: ${v.size.contentMax};
  margin: 0 auto;
  ${media.tabletUp} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-rows: ${v.size.headerDesktop};
    grid-template-areas: 'logo company actions';
    column-gap: ${v.space[5]};
  }
`;

const MenuArea = styled.div`
  grid-area: menu;
`;

const LogoArea = styled.div`
  grid-area: logo;
  justify-self: center;
  min-width: 0;
  max-width: 100%;
  ${media.tabletUp} {
    justify-self: start;
  }
`;

const CompanyArea = styled.div`
  grid-area: company;
  margin: 0 calc(-1 * ${v.space[4]});
  padding: ${v.space[2]} ${v.space[4]};
  background: ${v.color.surface};
  color: ${v.color.textMuted};
  border-bottom: ${v.size.border} solid ${v.color.border};
  ${media.tabletUp} {
    margin: 0;
    padding: 0;
    max-width: calc(${v.size.selectorMin} + ${v.space[8]} + ${v.space[8]} + ${v.space[7]});
    background: none;
    color: ${v.color.onBrand};
    border: 0;
  }
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  gap: ${v.space[2]};
`;

const Landmark = styled.header`
  position: relative;
  z-index: ${v.z.header};
`;

const BrandBar = styled(Header).attrs({ as: 'div' })``;

const NavRow = styled.div`
  background: ${v.color.surface};
  border-bottom: ${v.size.border} solid ${v.color.border};
  padding: 0 ${v.space[5]};
  ${media.desktopUp} {
    padding: 0 ${v.space[6]};
  }
`;

const PartnerRow = styled.div`
  background: ${v.color.surfaceSubtle};
  border-bottom: ${v.size.border} solid ${v.color.border};
  padding: 0 ${v.space[6]};
`;

/** A partner link's height: a line of small text and its padding. */
const PARTNER_ROW_HEIGHT = `calc(${v.type.sm.lineHeight} + 2 * ${v.space[2]})`;

const NavRowInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${v.space[4]};
  > nav:first-child {
    flex: none;
  }
  max-width: ${v.size.contentMax};
  margin: 0 auto;
`;

const AaaLink = styled(Link)`
  color: ${v.color.onBrand};
  &:hover {
    color: ${v.color.onBrand};
    background: ${v.color.brandHover};
  }
  &:focus-visible {
    outline-color: ${v.color.onBrand};
  }
  border-radius: ${v.radius.control};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${v.size.control};
  min-height: ${v.size.control};
`;

export interface FrameHeaderProps {
  /** The user and the navigation, once the frame has them; until then their places are kept. */
  readonly frame:
    { readonly user: FrameUser; readonly navigation: NavigationViewModel } | 'loading';
  /** The bell and its panel. */
  readonly bell: ReactNode;
}

/**
 * The header of every secure page (spec §2 "Navigation bar"). While the frame loads, the places
 * of the menu, the profile menu and the tabs are held by skeletons of their size, so the page
 * below does not move when they arrive (Lighthouse measured a layout shift of 0.93 on a phone).
 */
export const FrameHeader = ({ frame, bell }: FrameHeaderProps) => {
  const intl = useIntl();
  // What each width shows is rendered, not hidden with CSS, once the screen is known (AtWidth).
  const tabletUp = useMediaQuery(media.tabletUp);
  const desktop = useMediaQuery(media.desktopUp);
  const ready = frame === 'loading' ? undefined : frame;
  // While the user's country is not known yet, the language's country says whether to keep the
  // partner links' row (they are a country feature).
  const features = useInjection(TOKENS.CountryFeatures);
  const { locale } = useActiveLocale();
  const partnerRowLikely = features.featuresOf(countryOfLocale(locale)).partnerLinks.length > 0;
  const control = <Skeleton $width={v.size.control} />;
  const tablet = (shown: boolean, node: ReactNode) => (
    <AtWidth media={media.tabletUp} from={shown} matches={tabletUp}>
      {node}
    </AtWidth>
  );
  const wide = (node: ReactNode) => (
    <AtWidth media={media.desktopUp} from matches={desktop}>
      {node}
    </AtWidth>
  );
  return (
    <Landmark>
      <BrandBar>
        <Grid>
          {tablet(
            false,
            <MenuArea>{ready ? <MobileMenu navigation={ready.navigation} /> : control}</MenuArea>,
          )}
          <LogoArea>
            <Logo />
          </LogoArea>
          <CompanyArea>
            <CompanySelectorCombobox />
          </CompanyArea>
          <Actions>
            {ready?.navigation.aaaGridIcon === true && (
              // The AAA products are tiles of My Apps (D-FRAME-3).
              <AaaLink to="/" aria-label={intl.formatMessage({ id: 'frame.aaaGrid' })}>
                <GridIcon />
              </AaaLink>
            )}
            {bell}
            {tablet(
              true,
              ready ? (
                <ProfileMenu
                  user={ready.user}
                  navigation={ready.navigation}
                  withPartnerLinks={desktop !== true}
                />
              ) : (
                control
              ),
            )}
          </Actions>
        </Grid>
      </BrandBar>
      {tablet(
        true,
        <NavRow>
          <NavRowInner>
            {ready ? (
              <nav aria-label={intl.formatMessage({ id: 'frame.navLabel' })}>
                <NavTabs tabs={ready.navigation.tabs} />
              </nav>
            ) : (
              <Skeleton $width="50%" />
            )}
          </NavRowInner>
        </NavRow>,
      )}
      {wide(
        <>
          {ready === undefined && partnerRowLikely && (
            <PartnerRow>
              <NavRowInner>
                <Skeleton $width="30%" $height={PARTNER_ROW_HEIGHT} />
              </NavRowInner>
            </PartnerRow>
          )}
          {ready !== undefined && ready.navigation.partnerLinks.length > 0 && (
            <PartnerRow>
              <NavRowInner>
                <PartnerLinks links={ready.navigation.partnerLinks} />
              </NavRowInner>
            </PartnerRow>
          )}
        </>,
      )}
    </Landmark>
  );
};
