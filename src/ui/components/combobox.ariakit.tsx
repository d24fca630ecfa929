import {
  Combobox,
  ComboboxItem,
  ComboboxLabel,
  ComboboxPopover,
  ComboboxProvider,
} from '@ariakit/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import type { ComboboxPartProps } from './combobox';
import { describedControl, FieldError, FieldHint, FieldWrapper, textControlStyles } from './field';
import { POPUP_GUTTER, POPUPS_IN_PLACE, popupSurface } from './popup';

// The lazily loaded half of ./combobox.tsx.

const Label = styled(ComboboxLabel)`
  display: block;
  font-weight: ${v.font.weightStrong};
  margin-bottom: ${v.space[1]};
`;

const Input = styled(Combobox)<{ $invalid: boolean }>`
  ${textControlStyles}
`;

const List = styled(ComboboxPopover)`
  ${popupSurface}
  max-height: min(${v.size.listMax}, var(--popover-available-height));
  overflow: auto;
  padding: ${v.space[1]};
`;

const Option = styled(ComboboxItem)`
  display: flex;
  align-items: center;
  min-height: ${v.size.control};
  padding: ${v.space[2]} ${v.space[3]};
  border-radius: ${v.radius.control};
  cursor: pointer;
  &[data-active-item] {
    background: ${v.color.surfaceSunken};
  }
`;

const NoResults = styled.p`
  margin: 0;
  padding: ${v.space[2]} ${v.space[3]};
  color: ${v.color.textMuted};
`;

const AriakitCombobox = ({
  id,
  label,
  hint,
  error,
  options,
  inputValue,
  onInputChange,
  onSelect,
  noResults,
  placeholder,
  intent,
}: ComboboxPartProps) => {
  const input = useRef<HTMLInputElement>(null);

  // Focus and the caret carry over from the placeholder input the user may have started in.
  useEffect(() => {
    const element = input.current;
    if (!intent.current.focused || element === null) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [intent]);

  return (
    <FieldWrapper>
      <ComboboxProvider value={inputValue} setValue={onInputChange}>
        <Label>{label}</Label>
        <FieldHint id={id} hint={hint} />
        <Input
          ref={input}
          id={id}
          placeholder={placeholder}
          $invalid={error !== undefined}
          {...describedControl(id, hint, error)}
        />
        <List gutter={POPUP_GUTTER} sameWidth portal={POPUPS_IN_PLACE}>
          {options.length === 0 ? (
            <NoResults>{noResults ?? <FormattedMessage id="ui.combobox.noResults" />}</NoResults>
          ) : (
            options.map((option) => (
              <Option key={option.id} value={option.label} onClick={() => onSelect(option.id)}>
                {option.label}
              </Option>
            ))
          )}
        </List>
      </ComboboxProvider>
      <FieldError id={id} error={error} />
    </FieldWrapper>
  );
};

export default AriakitCombobox;
