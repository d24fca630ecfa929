import { Combobox, ComboboxLabel, useComboboxStore, type ComboboxStore } from '@ariakit/react';
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import type { ComboboxPartProps } from './combobox';
import { OptionList } from './combobox-list.ariakit';
import { useVirtualOptions } from './combobox-virtual-options.ariakit';
import { describedControl, FieldError, FieldHint, FieldWrapper, textControlStyles } from './field';
import { VisuallyHidden } from './visually-hidden';

// The lazily loaded half of ./combobox.tsx: the field around the virtualized list.

const VisibleLabel = styled(ComboboxLabel)`
  display: block;
  font-weight: ${v.font.weightStrong};
  margin-bottom: ${v.space[1]};
`;

const Input = styled(Combobox)<{ $invalid: boolean }>`
  ${textControlStyles}
`;

const FieldLabel = ({
  store,
  hidden,
  children,
}: {
  store: ComboboxStore;
  hidden: boolean;
  children: ReactNode;
}) =>
  hidden ? (
    <ComboboxLabel store={store} render={<VisuallyHidden as="label" />}>
      {children}
    </ComboboxLabel>
  ) : (
    <VisibleLabel store={store}>{children}</VisibleLabel>
  );

const AriakitCombobox = ({
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
  intent,
}: ComboboxPartProps) => {
  const input = useRef<HTMLInputElement>(null);
  const store = useComboboxStore({ value: inputValue, setValue: onInputChange });
  const virtual = useVirtualOptions({ store, comboboxId: id, options, inputValue });

  // Focus and the caret carry over from the placeholder input the user may have started in, and
  // the list opens if they had already typed there.
  useEffect(() => {
    const element = input.current;
    if (!intent.current.focused || element === null) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
    if (intent.current.activated) store.show();
  }, [intent, store]);

  return (
    <FieldWrapper>
      <FieldLabel store={store} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <FieldHint id={id} hint={hint} />
      <Input
        ref={input}
        store={store}
        id={id}
        placeholder={placeholder}
        onKeyDownCapture={virtual.onKeyDownCapture}
        $invalid={error !== undefined}
        {...describedControl(id, hint, error)}
      />
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
      <FieldError id={id} error={error} />
    </FieldWrapper>
  );
};

export default AriakitCombobox;
