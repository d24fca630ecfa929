import type { Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import {
  controlBorder,
  describedControl,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldWrapper,
  type FieldProps,
} from './field';
import { ChevronDownIcon } from './icons';

const Control = styled.div`
  position: relative;
  > svg {
    position: absolute;
    top: 50%;
    right: ${v.space[3]};
    transform: translateY(-50%);
    pointer-events: none;
    color: ${v.color.textMuted};
  }
`;

const NativeSelect = styled.select<{ $invalid: boolean }>`
  appearance: none;
  width: 100%;
  min-height: ${v.size.control};
  padding: ${v.space[2]} calc(${v.space[3]} * 2 + ${v.size.icon}) ${v.space[2]} ${v.space[3]};
  font: inherit;
  color: ${v.color.text};
  background: ${v.color.surface};
  border: ${({ $invalid }) => controlBorder($invalid)};
  border-radius: ${v.radius.control};
  cursor: pointer;
`;

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectProps
  extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  readonly options: readonly SelectOption[];
  /** An empty first option ("Select…"), for a required choice with no default. */
  readonly placeholder?: string;
  readonly ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select: the platform's own picker (a sheet on phones), keyboard and
 * screen-reader behaviour with no library. For a long, searchable list use Combobox.
 */
export const Select = ({
  id,
  label,
  hint,
  error,
  options,
  placeholder,
  ref,
  ...select
}: SelectProps) => (
  <FieldWrapper>
    <FieldLabel htmlFor={id}>{label}</FieldLabel>
    <FieldHint id={id} hint={hint} />
    <Control>
      <NativeSelect
        ref={ref}
        id={id}
        $invalid={error !== undefined}
        {...describedControl(id, hint, error)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <ChevronDownIcon />
    </Control>
    <FieldError id={id} error={error} />
  </FieldWrapper>
);
