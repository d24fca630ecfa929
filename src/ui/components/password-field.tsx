import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import { iconButtonStyles } from './button';
import { describedControl, FieldError, FieldHint, FieldLabel, FieldWrapper } from './field';
import { EyeIcon, EyeOffIcon } from './icons';
import { NEEDS_SCRIPT } from './needs-script';
import { TextInput, type TextFieldProps } from './text-field';

const Control = styled.div`
  position: relative;
  input {
    padding-right: ${v.size.control};
  }
`;

const Toggle = styled.button`
  ${iconButtonStyles}
  position: absolute;
  top: 0;
  right: 0;
  color: ${v.color.textMuted};
  &:hover {
    color: ${v.color.text};
  }
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A password input with a Show password / Hide password toggle (a real button, its name saying
 * what pressing it does), so a user can check what they typed.
 */
export const PasswordField = ({ id, label, hint, error, ref, ...input }: PasswordFieldProps) => {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldHint id={id} hint={hint} />
      <Control>
        <TextInput
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          autoCapitalize="off"
          spellCheck={false}
          $invalid={error !== undefined}
          {...describedControl(id, hint, error)}
          {...input}
        />
        <Toggle
          type="button"
          {...NEEDS_SCRIPT}
          aria-controls={id}
          aria-label={intl.formatMessage({
            id: visible ? 'ui.passwordField.hide' : 'ui.passwordField.show',
          })}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </Toggle>
      </Control>
      <FieldError id={id} error={error} />
    </FieldWrapper>
  );
};
