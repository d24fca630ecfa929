import type { ReactNode } from 'react';
import type { ButtonVariant } from './button';
import { lazyPart, type PlaceholderIntent } from './lazy-part';
import { TriggerButton } from './popup';

export interface PopoverProps {
  /** What the trigger shows. */
  readonly label: ReactNode;
  /** The trigger's accessible name when its label is only an icon (e.g. a bell). */
  readonly triggerName?: string;
  /** The popover's heading, which also names it. */
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly variant?: ButtonVariant;
  /** Told when the panel opens or closes (e.g. opening the bell's panel marks all as read). */
  readonly onOpenChange?: (open: boolean) => void;
}

export interface PopoverPartProps extends PopoverProps {
  readonly intent: { readonly current: PlaceholderIntent };
}

const {
  Part: AriakitPopover,
  preload,
  usePart,
} = lazyPart<PopoverPartProps>(() => import('./popover.ariakit'));

export const preloadPopover = preload;

/**
 * A button that opens a non-modal panel next to it (Ariakit's Popover underneath): focus moves in,
 * Escape or a click outside closes it and focus returns to the button. Its code loads on the
 * first hint of intent.
 */
export const Popover = ({
  label,
  triggerName,
  title,
  children,
  variant = 'tertiary',
  onOpenChange,
}: PopoverProps) => {
  const { intent, handlers, swap } = usePart();
  const placeholder = (
    <TriggerButton
      $variant={variant}
      $width="auto"
      aria-label={triggerName}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...handlers}
    >
      {label}
    </TriggerButton>
  );
  return swap(
    placeholder,
    <AriakitPopover
      label={label}
      triggerName={triggerName}
      title={title}
      variant={variant}
      onOpenChange={onOpenChange}
      intent={intent}
    >
      {children}
    </AriakitPopover>,
  );
};
