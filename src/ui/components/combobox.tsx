import type { ReactNode } from 'react';
import {
  describedControl,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldWrapper,
  type FieldProps,
} from './field';
import { lazyPart, type PlaceholderIntent } from './lazy-part';
import { TextInput } from './text-field';
import { VisuallyHidden } from './visually-hidden';

export interface ComboboxOption {
  /** The option's stable key: what `onSelect` reports, unique in the list. */
  readonly id: string;
  /** The primary line, and what the input takes when the option is chosen. */
  readonly label: string;
  /** An optional secondary line under the label, in muted text (a DUNS number, say). */
  readonly detail?: string;
}

export interface ComboboxProps extends FieldProps {
  /**
   * The options for what is typed, already filtered and ordered by the caller (the rule lives in
   * the domain, not here). Any length: only the rows in view are rendered.
   */
  readonly options: readonly ComboboxOption[];
  /** What the input holds; the caller filters `options` by it. */
  readonly inputValue: string;
  readonly onInputChange: (value: string) => void;
  /** The chosen option's `id` (marked as selected in the list), or null when none is. */
  readonly selectedId?: string | null;
  /**
   * Called with an option's `id` when it is chosen (Enter on the active option, or a click),
   * right after `onInputChange` with its label, so what the caller does here has the last word.
   */
  readonly onSelect: (id: string) => void;
  /** Shown in the open list when no option matches; "No matches" unless told. */
  readonly noResults?: ReactNode;
  readonly placeholder?: string;
  /** Keeps the label for screen readers only, where the context names the field (the header). */
  readonly hideLabel?: boolean;
}

export interface ComboboxPartProps extends ComboboxProps {
  readonly intent: { readonly current: PlaceholderIntent };
}

const {
  Part: AriakitCombobox,
  preload,
  usePart,
} = lazyPart<ComboboxPartProps>(() => import('./combobox.ariakit'));

export const preloadCombobox = preload;

/**
 * A text input with a list of suggestions (Ariakit's Combobox underneath, the ARIA 1.2 combobox
 * pattern): typing opens the list, Arrow Down and Up move through it while focus stays in the
 * input (aria-activedescendant), Home, End, Page Up and Page Down jump once an option is active,
 * Enter chooses, Escape closes. The list is virtualized, so ten thousand options cost what twenty
 * do. Until its code arrives it is a plain input that keeps what was typed.
 */
export const Combobox = (props: ComboboxProps) => {
  const { intent, handlers, swap } = usePart();
  const { id, label, hint, error, inputValue, onInputChange, placeholder, hideLabel } = props;
  const fallback = (
    <FieldWrapper>
      {hideLabel === true ? (
        <VisuallyHidden as="label" htmlFor={id}>
          {label}
        </VisuallyHidden>
      ) : (
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
      )}
      <FieldHint id={id} hint={hint} />
      <TextInput
        id={id}
        value={inputValue}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onInputChange(event.target.value)}
        onInput={handlers.onInput}
        onFocus={handlers.onFocus}
        onBlur={handlers.onBlur}
        onPointerEnter={handlers.onPointerEnter}
        $invalid={error !== undefined}
        {...describedControl(id, hint, error)}
      />
      <FieldError id={id} error={error} />
    </FieldWrapper>
  );
  return swap(fallback, <AriakitCombobox {...props} intent={intent} />);
};
