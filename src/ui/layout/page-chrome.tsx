import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import { media } from '../theme/tokens';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${v.space[4]};
  top: ${v.space[4]};
  transform: translateY(-200%);
  background: ${v.color.surface};
  color: ${v.color.brand};
  padding: ${v.space[2]} ${v.space[4]};
  z-index: ${v.z.toast};
  &:focus {
    transform: none;
  }
`;

const Header = styled.header`
  background: ${v.color.brand};
  color: ${v.color.onBrand};
  padding: 0 ${v.space[4]};
  z-index: ${v.z.header};
  ${media.tabletUp} {
    padding: 0 ${v.space[5]};
  }
  ${media.desktopUp} {
    padding: 0 ${v.space[6]};
  }
`;

const HeaderBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${v.size.headerMobile};
  max-width: ${v.size.contentMax};
  margin: 0 auto;
  gap: ${v.space[4]};
  ${media.tabletUp} {
    min-height: ${v.size.headerDesktop};
  }
`;

const Logo = styled(Link)`
  color: ${v.color.onBrand};
  font-weight: ${v.font.weightStrong};
  font-size: ${v.type.lg.size};
  line-height: ${v.type.lg.lineHeight};
  text-decoration: none;
  &:focus-visible {
    outline-color: ${v.color.onBrand};
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${v.size.contentMax};
  margin: 0 auto;
  padding: ${v.space[5]} ${v.space[4]} ${v.space[7]};
  ${media.tabletUp} {
    padding: ${v.space[6]} ${v.space[5]} ${v.space[8]};
  }
  ${media.desktopUp} {
    padding-left: ${v.space[6]};
    padding-right: ${v.space[6]};
  }
`;

const Footer = styled.footer`
  border-top: ${v.size.border} solid ${v.color.border};
  background: ${v.color.surfaceSubtle};
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
  padding: ${v.space[4]};
  text-align: center;
`;

export interface PageChromeProps {
  readonly navigation?: ReactNode;
  readonly copyright: { readonly from: number; readonly to: number };
  readonly children: ReactNode;
}

/** Header with the logo linking to /, the page's main landmark, and the footer (spec §2). */
export const PageChrome = ({ navigation, copyright, children }: PageChromeProps) => {
  const intl = useIntl();
  return (
    <Shell>
      <SkipLink href="#main-content">
        <FormattedMessage id="app.skipToContent" />
      </SkipLink>
      <Header>
        <HeaderBar>
          <Logo to="/" aria-label={intl.formatMessage({ id: 'app.logoLabel' })}>
            <FormattedMessage id="app.title" />
          </Logo>
          {navigation}
        </HeaderBar>
      </Header>
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <Footer>
        <FormattedMessage id="footer.copyright" values={copyright} />
      </Footer>
    </Shell>
  );
};
