import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { v } from '../theme/css-variables';

const Wrapper = styled.div`
  margin-bottom: ${v.space[4]};
`;

const Label = styled.label`
  display: block;
  font-weight: ${v.font.weightStrong};
  margin-bottom: ${v.space[1]};
`;

const Input = styled.input<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${v.size.control};
  padding: ${v.space[2]} ${v.space[3]};
  font: inherit;
  color: ${v.color.text};
  background: ${v.color.surface};
  border: ${v.size.border} solid
    ${({ $invalid }) => ($invalid ? v.color.error : v.color.borderStrong)};
  border-radius: ${v.radius.control};
`;

const FieldError = styled.p`
  color: ${v.color.error};
  margin: ${v.space[1]} 0 0;
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
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
