import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import {
  textControlStyles,
  describedControl,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldWrapper,
  type FieldProps,
} from './field';

export const TextInput = styled.input<{ $invalid: boolean }>`
  ${textControlStyles}
  &:disabled {
    background: ${v.color.surfaceSunken};
    color: ${v.color.textMuted};
  }
`;

export interface TextFieldProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  readonly ref?: Ref<HTMLInputElement>;
}

/** A labelled native input with its hint and error, announced and tied with aria-describedby. */
export const TextField = ({ id, label, hint, error, ref, ...input }: TextFieldProps) => (
  <FieldWrapper>
    <FieldLabel htmlFor={id}>{label}</FieldLabel>
    <FieldHint id={id} hint={hint} />
    <TextInput
      ref={ref}
      id={id}
      $invalid={error !== undefined}
      {...describedControl(id, hint, error)}
      {...input}
    />
    <FieldError id={id} error={error} />
  </FieldWrapper>
);
