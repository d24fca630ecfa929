import { Suspense, type ReactNode } from 'react';
import {
  describedControl,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldWrapper,
  type FieldProps,
} from './field';
import { lazyPart, usePlaceholderIntent, type PlaceholderIntent } from './lazy-part';
import { TextInput } from './text-field';

export interface ComboboxOption {
  readonly id: string;
  /** What the list shows and what the input takes when the option is chosen. */
  readonly label: string;
}

export interface ComboboxProps extends FieldProps {
  /**
   * The options for what is typed, already filtered and ordered by the caller (the rule lives in
   * the domain, not here).
   */
  readonly options: readonly ComboboxOption[];
  readonly inputValue: string;
  readonly onInputChange: (value: string) => void;
  readonly onSelect: (id: string) => void;
  /** Shown in the open list when no option matches; "No matches" unless told. */
  readonly noResults?: ReactNode;
  readonly placeholder?: string;
}

export interface ComboboxPartProps extends ComboboxProps {
  readonly intent: { readonly current: PlaceholderIntent };
}

const { Part: AriakitCombobox, preload } = lazyPart<ComboboxPartProps>(
  () => import('./combobox.ariakit'),
);

export const preloadCombobox = preload;

/**
 * A text input with a list of suggestions (Ariakit's Combobox underneath, the ARIA 1.2 combobox
 * pattern): typing opens the list, Arrow Down and Up move through it while focus stays in the
 * input (aria-activedescendant), Enter chooses, Escape closes. Until its code arrives it is a plain
 * input that keeps what was typed.
 */
export const Combobox = (props: ComboboxProps) => {
  const { intent, handlers } = usePlaceholderIntent(preload);
  const { id, label, hint, error, inputValue, onInputChange, placeholder } = props;
  const fallback = (
    <FieldWrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldHint id={id} hint={hint} />
      <TextInput
        id={id}
        value={inputValue}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onInputChange(event.target.value)}
        onFocus={handlers.onFocus}
        onBlur={handlers.onBlur}
        onPointerEnter={handlers.onPointerEnter}
        $invalid={error !== undefined}
        {...describedControl(id, hint, error)}
      />
      <FieldError id={id} error={error} />
    </FieldWrapper>
  );
  return (
    <Suspense fallback={fallback}>
      <AriakitCombobox {...props} intent={intent} />
    </Suspense>
  );
};
