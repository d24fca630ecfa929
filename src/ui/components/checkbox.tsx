import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import { describedControl, FieldError, fieldIds, type FieldProps } from './field';

const Wrapper = styled.div`
  margin-bottom: ${v.space[4]};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${v.space[2]};
`;

// The box is the native one (checked, indeterminate and forced-colours states for free), sized to
// a line of body text and tinted with the brand; the label widens the target to the whole row.
const Box = styled.input<{ $invalid: boolean }>`
  flex: none;
  width: ${v.size.icon};
  height: ${v.size.icon};
  margin: calc((${v.type.md.lineHeight} - ${v.size.icon}) / 2) 0 0;
  accent-color: ${v.color.brand};
  cursor: pointer;
  ${({ $invalid }) => ($invalid ? `outline: ${v.size.border} solid ${v.color.error};` : '')}
`;

const Label = styled.label`
  cursor: pointer;
`;

const Hint = styled.p`
  margin: 0;
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
`;

export interface CheckboxProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'> {
  readonly ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it, an optional hint, and its error under it. */
export const Checkbox = ({ id, label, hint, error, ref, ...input }: CheckboxProps) => (
  <Wrapper>
    <Row>
      <Box
        ref={ref}
        id={id}
        type="checkbox"
        $invalid={error !== undefined}
        {...describedControl(id, hint, error)}
        {...input}
      />
      <div>
        <Label htmlFor={id}>{label}</Label>
        {hint !== undefined && <Hint id={fieldIds(id).hint}>{hint}</Hint>}
      </div>
    </Row>
    <FieldError id={id} error={error} />
  </Wrapper>
);
