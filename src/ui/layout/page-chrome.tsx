import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { FooterViewModel } from '../../application/frame/footer.view-model';
import { LanguageSwitcher } from '../i18n/language-switcher';
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

export const Header = styled.header`
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

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${v.space[2]};
  color: ${v.color.onBrand};
  font-weight: ${v.font.weightStrong};
  font-size: ${v.type.md.size};
  line-height: ${v.type.md.lineHeight};
  text-decoration: none;
  white-space: nowrap;
  max-width: 100%;
  ${media.tabletUp} {
    font-size: ${v.type.lg.size};
    line-height: ${v.type.lg.lineHeight};
  }
  &:focus-visible {
    outline-color: ${v.color.onBrand};
  }
`;

/* A phone's header holds the menu, the logo and up to three actions: the name gives way first. */
const Wordmark = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Mark = styled.svg`
  width: ${v.size.iconLarge};
  height: ${v.size.iconLarge};
  flex: none;
`;

const MarkLine = styled.path`
  fill: none;
  stroke: ${v.color.brand};
  stroke-width: 2.5;
`;

/** The logo (an inline mark and the product name), linking home (spec §2). */
export const Logo = () => {
  const intl = useIntl();
  return (
    <LogoLink to="/" aria-label={intl.formatMessage({ id: 'app.logoLabel' })}>
      <Mark viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect width="24" height="24" rx="5" fill="currentColor" />
        <MarkLine d="M7 6h6a5 5 0 0 1 0 10H7z" />
        <MarkLine d="M7 19h10" />
      </Mark>
      <Wordmark>
        <FormattedMessage id="app.title" />
      </Wordmark>
    </LogoLink>
  );
};

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
  &:focus {
    outline: none;
  }
`;

const Footer = styled.footer`
  border-top: ${v.size.border} solid ${v.color.border};
  background: ${v.color.surfaceSubtle};
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
  padding: ${v.space[4]};
`;

const FooterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${v.space[2]} ${v.space[5]};
  max-width: ${v.size.contentMax};
  margin: 0 auto;
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${v.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${v.color.textMuted};
  }
  a:hover {
    color: ${v.color.text};
  }
`;

const PortalFooter = ({ footer }: { footer: FooterViewModel }) => {
  const intl = useIntl();
  const links = [
    { id: 'privacy', url: footer.privacyPolicyUrl, label: 'footer.privacy' },
    { id: 'terms', url: footer.termsOfUseUrl, label: 'footer.terms' },
    { id: 'trust', url: footer.trustCentreUrl, label: 'footer.trustCentre' },
  ] as const;
  return (
    <Footer>
      <FooterBar>
        <p>
          <FormattedMessage
            id="footer.copyright"
            values={{ from: footer.copyright.from, to: footer.copyright.to }}
          />
        </p>
        <LanguageSwitcher />
        <nav aria-label={intl.formatMessage({ id: 'footer.legalLinks' })}>
          <ul>
            {links.map(({ id, url, label }) =>
              url === undefined ? null : (
                <li key={id}>
                  <a href={url}>
                    <FormattedMessage id={label} />
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
      </FooterBar>
    </Footer>
  );
};

export interface PageChromeProps {
  /** Banners above the header (the frame's). */
  readonly banners?: ReactNode;
  /** The header bar's content after the logo; `header` replaces the whole header when given. */
  readonly navigation?: ReactNode;
  readonly header?: ReactNode;
  /** A bar between the header and the page (back bar, go-to-portal bar). */
  readonly bar?: ReactNode;
  readonly footer: FooterViewModel;
  readonly children: ReactNode;
}

/** Banners, the header, the page's main landmark and the footer (spec §2, DESIGN.md "Frame"). */
export const PageChrome = ({
  banners,
  navigation,
  header,
  bar,
  footer,
  children,
}: PageChromeProps) => (
  <Shell>
    <SkipLink href="#main-content">
      <FormattedMessage id="app.skipToContent" />
    </SkipLink>
    {banners}
    {header ?? (
      <Header>
        <HeaderBar>
          <Logo />
          {navigation}
        </HeaderBar>
      </Header>
    )}
    {bar}
    <Main id="main-content" tabIndex={-1}>
      {children}
    </Main>
    <PortalFooter footer={footer} />
  </Shell>
);
