import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { colors } from '../theme';

const Wrapper = styled.div`
  margin-bottom: 1rem;
`;

const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: 0.375rem;
`;

const Input = styled.input<{ $invalid: boolean }>`
  box-sizing: border-box;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  border: 1px solid ${({ $invalid }) => ($invalid ? colors.error : colors.border)};
  border-radius: 4px;
  &:focus {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
  }
`;

const FieldError = styled.p`
  color: ${colors.error};
  margin: 0.375rem 0 0;
  font-size: 0.875rem;
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly id: string;
  readonly label: string;
  readonly error: string | undefined;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export const TextField = ({ id, label, error, ...input }: TextFieldProps) => (
  <Wrapper>
    <Label htmlFor={id}>{label}</Label>
    <Input
      id={id}
      $invalid={error !== undefined}
      aria-invalid={error !== undefined}
      aria-describedby={error !== undefined ? `${id}-error` : undefined}
      {...input}
    />
    {error !== undefined && <FieldError id={`${id}-error`}>{error}</FieldError>}
  </Wrapper>
);
