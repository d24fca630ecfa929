import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { FrameActions } from '../../application/frame/frame-actions.use-case';
import type { TabViewModel } from '../../application/frame/navigation.view-model';
import { VisuallyHidden } from '../components/visually-hidden';
import { useViewModel } from '../hooks/use-view-model';
import { v } from '../theme/css-variables';
import { TAB_LABEL } from './entry-labels';
import { WORD_SPACE } from '../i18n/word-space';

const List = styled.ul<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  gap: ${({ $vertical }) => ($vertical ? '0' : v.space[2])};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tabStyles = css<{ $vertical: boolean }>`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${v.size.control};
  padding: 0 ${({ $vertical }) => ($vertical ? v.space[4] : v.space[3])};
  border: 0;
  border-bottom: ${v.size.focusRing} solid transparent;
  background: none;
  color: ${v.color.text};
  font: inherit;
  font-weight: ${v.font.weightStrong};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${v.color.surfaceSunken};
  }
  &.active,
  &[aria-current='page'] {
    color: ${v.color.brand};
    border-bottom-color: ${({ $vertical }) => ($vertical ? 'transparent' : v.color.brand)};
    ${({ $vertical }) =>
      $vertical &&
      css`
        border-left: ${v.size.borderAccent} solid ${v.color.brand};
      `}
  }
  &:disabled {
    cursor: progress;
  }
`;

const TabLink = styled(NavLink)<{ $vertical: boolean }>`
  ${tabStyles}
`;
const TabAnchor = styled.a<{ $vertical: boolean }>`
  ${tabStyles}
`;
const TabButton = styled.button<{ $vertical: boolean }>`
  ${tabStyles}
`;

export interface NavTabsProps {
  readonly tabs: readonly TabViewModel[];
  /** Down the mobile panel rather than across the header. */
  readonly vertical?: boolean;
  /** After a tab is used (the mobile panel closes). */
  readonly onNavigate?: () => void;
}

/**
 * Home, Credit, Marketing Hub and Deals and Offers (spec §2): Home is a route, Deals and Offers an
 * external page in a new tab, Credit and Marketing Hub hand the user to the product after the
 * agreement check (§4).
 */
export const NavTabs = ({ tabs, vertical = false, onNavigate }: NavTabsProps) => {
  const [actionState, actions] = useViewModel(FrameActions);
  return (
    <List $vertical={vertical}>
      {tabs.map(({ tab, target }) => {
        const label = <FormattedMessage id={TAB_LABEL[tab]} />;
        switch (target.kind) {
          case 'route':
            return (
              <li key={tab}>
                <TabLink to={target.path} end $vertical={vertical} onClick={onNavigate}>
                  {label}
                </TabLink>
              </li>
            );
          case 'external':
            return (
              <li key={tab}>
                <TabAnchor
                  href={target.url}
                  $vertical={vertical}
                  onClick={onNavigate}
                  {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {label}
                  {target.newTab && (
                    <VisuallyHidden>
                      {WORD_SPACE}
                      <FormattedMessage id="ui.newTab" />
                    </VisuallyHidden>
                  )}
                </TabAnchor>
              </li>
            );
          case 'action': {
            if (tab !== 'credit' && tab !== 'marketingHub') return null;
            const opening = actionState.status === 'opening' && actionState.tab === tab;
            return (
              <li key={tab}>
                <TabButton
                  type="button"
                  $vertical={vertical}
                  aria-busy={opening}
                  disabled={opening}
                  onClick={() => {
                    onNavigate?.();
                    void actions.openTab(tab);
                  }}
                >
                  {label}
                </TabButton>
              </li>
            );
          }
        }
      })}
    </List>
  );
};
