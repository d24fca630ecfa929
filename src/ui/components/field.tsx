import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { v } from '../theme/css-variables';
import { ErrorIcon } from './icons';

// The parts every form control shares (DESIGN.md "Forms"): the label above, the hint under the
// label, the error under the control in `error` with an icon, tied to the control by
// aria-describedby, and aria-invalid while it has an error.

/** The props every field component takes, so a form binding can drive any of them. */
export interface FieldProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** The field's error, already in the user's language; undefined when the field is valid. */
  readonly error?: string | undefined;
}

export const fieldIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

/** aria-invalid and aria-describedby for a control with this hint and error. */
export const describedControl = (id: string, hint: ReactNode, error: string | undefined) => {
  const ids = fieldIds(id);
  const describedBy = [
    hint !== undefined ? ids.hint : undefined,
    error !== undefined ? ids.error : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(' ');
  return {
    'aria-invalid': error !== undefined ? true : undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
  };
};

export const FieldWrapper = styled.div`
  margin-bottom: ${v.space[4]};
`;

export const FieldLabel = styled.label`
  display: block;
  font-weight: ${v.font.weightStrong};
  margin-bottom: ${v.space[1]};
`;

const Hint = styled.p`
  margin: 0 0 ${v.space[1]};
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${v.space[1]};
  margin: ${v.space[1]} 0 0;
  color: ${v.color.error};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
  svg {
    margin-top: calc((${v.type.sm.lineHeight} - ${v.size.iconSmall}) / 2);
  }
`;

export const FieldHint = ({ id, hint }: { id: string; hint: ReactNode }) =>
  hint === undefined ? null : <Hint id={fieldIds(id).hint}>{hint}</Hint>;

export const FieldError = ({ id, error }: { id: string; error: string | undefined }) =>
  error === undefined ? null : (
    <ErrorText id={fieldIds(id).error}>
      <ErrorIcon size="small" />
      <span>{error}</span>
    </ErrorText>
  );

/** The border of a control: `border-strong`, or `error` while invalid (3:1 against the page). */
export const controlBorder = (invalid: boolean) =>
  `${v.size.border} solid ${invalid ? v.color.error : v.color.borderStrong}`;

/** The look of a one-line text control (text field, password field, combobox input). */
export const textControlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${v.size.control};
  padding: ${v.space[2]} ${v.space[3]};
  font: inherit;
  color: ${v.color.text};
  background: ${v.color.surface};
  border: ${({ $invalid }) => controlBorder($invalid)};
  border-radius: ${v.radius.control};
`;
