import { Menu as AriakitMenu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import type { ButtonVariant } from './button';
import { ChevronDownIcon } from './icons';
import {
  POPUP_GUTTER,
  POPUPS_IN_PLACE,
  popupSurface,
  TriggerButton,
  usePopupSurface,
} from './popup';

export type MenuEntry = {
  readonly id: string;
  readonly label: ReactNode;
} & (
  | { /** An action. */ readonly onSelect: () => void }
  | {
      /** A portal route, and the navigation state it carries. */
      readonly to: string;
      readonly state?: unknown;
    }
  | {
      /** Another address; `newTab` opens it in a new tab (the label should say so). */
      readonly href: string;
      readonly newTab?: boolean;
    }
);

export interface MenuProps {
  /** What the trigger shows (text, or an avatar and a name); it is also the menu's name. */
  readonly label: ReactNode;
  readonly entries: readonly MenuEntry[];
  readonly variant?: ButtonVariant;
}

const List = styled(AriakitMenu)`
  ${popupSurface}
  min-width: ${v.size.menuMin};
  padding: ${v.space[1]};
  outline: none;
`;

const Entry = styled(MenuItem)`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${v.size.control};
  padding: ${v.space[2]} ${v.space[3]};
  border-radius: ${v.radius.control};
  color: ${v.color.text};
  text-decoration: none;
  cursor: pointer;
  &[data-active-item] {
    background: ${v.color.surfaceSunken};
  }
`;

const entryElement = (entry: MenuEntry) => {
  if ('to' in entry) return <RouterLink to={entry.to} state={entry.state} />;
  if ('href' in entry)
    return entry.newTab === true ? (
      // Ariakit's MenuItem renders its label into this element (the `render` prop), so it has content.
      // eslint-disable-next-line jsx-a11y-x/anchor-has-content
      <a href={entry.href} target="_blank" rel="noopener noreferrer" />
    ) : (
      // eslint-disable-next-line jsx-a11y-x/anchor-has-content
      <a href={entry.href} />
    );
  return undefined;
};

/**
 * A menu button and its menu (Ariakit's Menu underneath): Enter, Space or Arrow Down open it on the
 * first entry, Arrow Up on the last; arrows, Home, End and typing move between entries; Escape
 * closes it and focus returns to the button. Its code comes with the frame, its only user.
 */
export const Menu = ({ label, entries, variant = 'secondary' }: MenuProps) => {
  const menu = useMenuStore();
  const drawList = usePopupSurface();
  return (
    <>
      <MenuButton store={menu} render={<TriggerButton $variant={variant} $width="auto" />}>
        {label}
        <ChevronDownIcon size="small" />
      </MenuButton>
      {drawList && (
        <List store={menu} gutter={POPUP_GUTTER} portal={POPUPS_IN_PLACE}>
          {entries.map((entry) => (
            <Entry
              key={entry.id}
              render={entryElement(entry)}
              onClick={'onSelect' in entry ? entry.onSelect : undefined}
            >
              {entry.label}
            </Entry>
          ))}
        </List>
      )}
    </>
  );
};
