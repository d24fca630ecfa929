import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { NavigationViewModel } from '../../application/frame/navigation.view-model';
import { iconButtonStyles } from '../components/button';
import { ChevronRightIcon, MenuIcon } from '../components/icons';
import { preloadSlideInPanel, SlideInPanel } from '../components/slide-in-panel';
import { v } from '../theme/css-variables';
import { PARTNER_LABEL } from './entry-labels';
import { useAskBeforeLeaving } from './leaving-site';
import { profileMenuEntries } from './menu-entries';
import { NavTabs } from './nav-tabs';

const Trigger = styled.button`
  ${iconButtonStyles}
  color: ${v.color.onBrand};
  &:focus-visible {
    outline-color: ${v.color.onBrand};
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AfterTabs = styled.ul`
  margin: ${v.space[2]} 0 0;
  padding: ${v.space[2]} 0 0;
  list-style: none;
  border-top: ${v.size.border} solid ${v.color.border};
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: ${v.size.control};
  padding: 0 ${v.space[4]};
  border: 0;
  background: none;
  color: ${v.color.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${v.color.surfaceSunken};
  }
`;
const ItemButton = styled.button`
  ${itemStyles}
`;
const ItemLink = styled(RouterLink)`
  ${itemStyles}
`;
const ItemAnchor = styled.a`
  ${itemStyles}
`;

type Level = 'main' | 'account' | 'partners';

/**
 * The mobile menu (below 768 px, spec §2 "On mobile the menu is a slide-in panel with a close
 * button and a back entry"): the tabs, then My account and Partner resources, each a sub-level with
 * Back at the top. Focus stays in the panel and returns to the menu button when it closes.
 */
export const MobileMenu = ({ navigation }: { navigation: NavigationViewModel }) => {
  const intl = useIntl();
  const ask = useAskBeforeLeaving();
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState<Level>('main');
  const list = useRef<HTMLUListElement>(null);
  const close = () => {
    setOpen(false);
    setLevel('main');
  };

  // A new level starts at its first entry, as a screen-reader or keyboard user expects.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    list.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [level]);

  const accountEntries = profileMenuEntries(intl, navigation.profileMenu);
  const title =
    level === 'account'
      ? 'frame.myAccount'
      : level === 'partners'
        ? 'frame.partnerResources'
        : 'frame.menuTitle';

  return (
    <>
      <Trigger
        type="button"
        aria-label={intl.formatMessage({ id: 'frame.menuButton' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void preloadSlideInPanel()}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </Trigger>
      <SlideInPanel
        open={open}
        onClose={close}
        title={<FormattedMessage id={title} />}
        onBack={level === 'main' ? undefined : () => setLevel('main')}
      >
        {level === 'main' && (
          <nav aria-label={intl.formatMessage({ id: 'frame.navLabel' })}>
            <NavTabs tabs={navigation.tabs} vertical onNavigate={close} />
            <AfterTabs ref={list}>
              <li>
                <ItemButton type="button" onClick={() => setLevel('account')}>
                  <FormattedMessage id="frame.myAccount" />
                  <ChevronRightIcon size="small" />
                </ItemButton>
              </li>
              {navigation.partnerLinks.length > 0 && (
                <li>
                  <ItemButton type="button" onClick={() => setLevel('partners')}>
                    <FormattedMessage id="frame.partnerResources" />
                    <ChevronRightIcon size="small" />
                  </ItemButton>
                </li>
              )}
            </AfterTabs>
          </nav>
        )}
        {level === 'account' && (
          <List ref={list}>
            {accountEntries.map((entry) => (
              <li key={entry.id}>
                {'to' in entry ? (
                  <ItemLink to={entry.to} state={entry.state} onClick={close}>
                    {entry.label}
                  </ItemLink>
                ) : 'href' in entry ? (
                  <ItemAnchor
                    href={entry.href}
                    {...(entry.newTab === true
                      ? { target: '_blank', rel: 'noopener noreferrer' }
                      : {})}
                    onClick={close}
                  >
                    {entry.label}
                  </ItemAnchor>
                ) : null}
              </li>
            ))}
          </List>
        )}
        {level === 'partners' && (
          <List ref={list}>
            {navigation.partnerLinks.map((partner) => (
              <li key={partner.link}>
                <ItemButton
                  type="button"
                  onClick={() => {
                    close();
                    ask(partner);
                  }}
                >
                  <FormattedMessage id={PARTNER_LABEL[partner.link].name} />
                </ItemButton>
              </li>
            ))}
          </List>
        )}
      </SlideInPanel>
    </>
  );
};
