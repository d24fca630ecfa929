import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { colors, media } from '../theme';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${colors.background};
  color: ${colors.text};
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 1rem;
    top: 1rem;
    background: ${colors.surface};
    padding: 0.5rem 1rem;
    z-index: 10;
  }
`;

const Header = styled.header`
  background: ${colors.brand};
  color: #fff;
  padding: 0 1rem;
  ${media.atLeastMedium} {
    padding: 0 2rem;
  }
`;

const HeaderBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 3.5rem;
  max-width: 72rem;
  margin: 0 auto;
  gap: 1rem;
`;

const Logo = styled(Link)`
  color: #fff;
  font-weight: 700;
  font-size: 1.125rem;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  box-sizing: border-box;
  ${media.atLeastMedium} {
    padding: 2rem 2rem 4rem;
  }
`;

const Footer = styled.footer`
  border-top: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.muted};
  font-size: 0.875rem;
  padding: 1rem;
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
