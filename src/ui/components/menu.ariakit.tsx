import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import { ChevronDownIcon } from './icons';
import type { MenuEntry, MenuPartProps } from './menu';
import { POPUP_GUTTER, POPUPS_IN_PLACE, popupSurface, TriggerButton } from './popup';

// The lazily loaded half of ./menu.tsx.

const List = styled(Menu)`
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

const AriakitMenu = ({ label, entries, variant = 'secondary', intent }: MenuPartProps) => {
  const menu = useMenuStore();
  const trigger = useRef<HTMLButtonElement>(null);

  // Whatever the user did to the placeholder button carries over to this one.
  useEffect(() => {
    if (intent.current.focused) trigger.current?.focus();
    if (intent.current.activated) {
      menu.setInitialFocus('first');
      menu.setAutoFocusOnShow(true);
      menu.show();
    }
  }, [intent, menu]);

  return (
    <>
      <MenuButton
        store={menu}
        ref={trigger}
        render={<TriggerButton $variant={variant} $width="auto" />}
      >
        {label}
        <ChevronDownIcon size="small" />
      </MenuButton>
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
    </>
  );
};

export default AriakitMenu;
