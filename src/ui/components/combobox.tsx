import {
  Combobox as AriakitCombobox,
  ComboboxLabel,
  useComboboxStore,
  type ComboboxStore,
} from '@ariakit/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import { OptionList } from './combobox-list';
import { useVirtualOptions } from './combobox-virtual-options';
import {
  describedControl,
  FieldError,
  FieldHint,
  FieldWrapper,
  textControlStyles,
  type FieldProps,
} from './field';
import { usePopupSurface } from './popup';
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
  /**
   * Called when focus leaves the input for anywhere but its list, so a caller whose input shows a
   * query can show its selection again (a search left unfinished changes nothing).
   */
  readonly onLeave?: () => void;
}

const VisibleLabel = styled(ComboboxLabel)`
  display: block;
  font-weight: ${v.font.weightStrong};
  margin-bottom: ${v.space[1]};
`;

const Input = styled(AriakitCombobox)<{ $invalid: boolean }>`
  ${textControlStyles}
`;

// The label names its input by `htmlFor` from the server's first byte: Ariakit ties it only once
// mounted.
const FieldLabel = ({
  store,
  htmlFor,
  hidden,
  children,
}: {
  store: ComboboxStore;
  htmlFor: string;
  hidden: boolean;
  children: ReactNode;
}) =>
  hidden ? (
    <ComboboxLabel store={store} htmlFor={htmlFor} render={<VisuallyHidden as="label" />}>
      {children}
    </ComboboxLabel>
  ) : (
    <VisibleLabel store={store} htmlFor={htmlFor}>
      {children}
    </VisibleLabel>
  );

/**
 * A text input with a list of suggestions (Ariakit's Combobox underneath, the ARIA 1.2 combobox
 * pattern): typing opens the list, Arrow Down and Up move through it while focus stays in the
 * input (aria-activedescendant), Home, End, Page Up and Page Down jump once an option is active,
 * Enter chooses, Escape closes. The list is virtualized, so ten thousand options cost what twenty
 * do. Its code comes with the frame, its only user.
 */
export const Combobox = ({
  id,
  label,
  hint,
  error,
  options,
  inputValue,
  onInputChange,
  selectedId,
  onSelect,
  noResults,
  placeholder,
  hideLabel = false,
  onLeave,
}: ComboboxProps) => {
  const store = useComboboxStore({ value: inputValue, setValue: onInputChange });
  const virtual = useVirtualOptions({ store, comboboxId: id, options, inputValue });
  const drawList = usePopupSurface();
  return (
    <FieldWrapper>
      <FieldLabel store={store} htmlFor={id} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <FieldHint id={id} hint={hint} />
      <Input
        store={store}
        id={id}
        placeholder={placeholder}
        onKeyDownCapture={virtual.onKeyDownCapture}
        onBlur={(event) => {
          const list = store.getState().contentElement;
          if (!(event.relatedTarget instanceof Node && list?.contains(event.relatedTarget)))
            onLeave?.();
        }}
        $invalid={error !== undefined}
        {...describedControl(id, hint, error)}
      />
      {drawList && (
        <OptionList
          store={store}
          comboboxId={id}
          options={options}
          selectedId={selectedId}
          onInputChange={onInputChange}
          onSelect={onSelect}
          noResults={noResults}
          virtual={virtual}
        />
      )}
      <FieldError id={id} error={error} />
    </FieldWrapper>
  );
};
