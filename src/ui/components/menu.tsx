import type { ReactNode } from 'react';
import type { ButtonVariant } from './button';
import { ChevronDownIcon } from './icons';
import { lazyPart, type PlaceholderIntent } from './lazy-part';
import { TriggerButton } from './popup';

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

export interface MenuPartProps extends MenuProps {
  readonly intent: { readonly current: PlaceholderIntent };
}

const {
  Part: AriakitMenu,
  preload,
  usePart,
} = lazyPart<MenuPartProps>(() => import('./menu.ariakit'));

export const preloadMenu = preload;

/**
 * A menu button and its menu (Ariakit's Menu underneath): Enter, Space or Arrow Down open it on the
 * first entry, Arrow Up on the last; arrows, Home, End and typing move between entries; Escape
 * closes it and focus returns to the button. Its code loads on the first hint of intent.
 */
export const Menu = ({ label, entries, variant = 'secondary' }: MenuProps) => {
  const { intent, handlers, swap } = usePart();
  const placeholder = (
    <TriggerButton
      $variant={variant}
      $width="auto"
      aria-haspopup="menu"
      aria-expanded={false}
      {...handlers}
    >
      {label}
      <ChevronDownIcon size="small" />
    </TriggerButton>
  );
  return swap(
    placeholder,
    <AriakitMenu label={label} entries={entries} variant={variant} intent={intent} />,
  );
};
