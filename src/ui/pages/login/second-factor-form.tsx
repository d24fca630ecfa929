import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SecondFactorStep } from '../../../application/sign-in/login-form.state';
import { Button } from '../../components/button';
import { Heading } from '../../components/primitives';
import { TextField } from '../../components/text-field';
import { v } from '../../theme/css-variables';

const Column = styled.form`
  display: grid;
  gap: ${v.space[3]};
`;

const Others = styled.div`
  display: grid;
  justify-items: start;
  gap: ${v.space[2]};
  button {
    text-align: start;
  }
`;

/**
 * Sign-in's second step (issue 28): after a right password, a code from the authenticator app, or
 * under "Try another way" a recovery code. The heading takes the focus when the step appears, and
 * the field when a code is refused.
 */
export const SecondFactorForm = ({
  step,
  onSubmit,
  onSwitch,
  onBack,
}: {
  readonly step: SecondFactorStep;
  readonly onSubmit: (typed: string) => void;
  readonly onSwitch: () => void;
  readonly onBack: () => void;
}) => {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const app = step.using === 'app';
  useEffect(() => heading.current?.focus(), [step.using]);
  useEffect(() => {
    if (step.error !== undefined) field.current?.focus();
  }, [step.error]);
  const other = app ? step.methods.recoveryCode : step.methods.app;
  return (
    <Column
      noValidate
      aria-labelledby="second-factor-heading"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = new FormData(event.currentTarget).get('secondFactor');
        onSubmit(typeof typed === 'string' ? typed : '');
      }}
    >
      <Heading id="second-factor-heading" ref={heading} tabIndex={-1}>
        <FormattedMessage id="mfa.signIn.heading" />
      </Heading>
      <p>
        <FormattedMessage id={app ? 'mfa.signIn.appText' : 'mfa.signIn.recoveryText'} />
      </p>
      <TextField
        ref={field}
        key={step.using}
        id={app ? 'second-factor-code' : 'second-factor-recovery'}
        name="secondFactor"
        label={<FormattedMessage id={app ? 'mfa.signIn.codeLabel' : 'mfa.signIn.recoveryLabel'} />}
        error={step.error === undefined ? undefined : intl.formatMessage({ id: step.error })}
        inputMode={app ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={app ? 32 : 64}
      />
      <Button type="submit" width="full" busy={step.submitting}>
        <FormattedMessage id={step.submitting ? 'mfa.signIn.submitting' : 'mfa.signIn.submit'} />
      </Button>
      <Others>
        {other && (
          <Button variant="tertiary" onClick={onSwitch} disabled={step.submitting}>
            <FormattedMessage id={app ? 'mfa.signIn.useRecoveryCode' : 'mfa.signIn.useApp'} />
          </Button>
        )}
        <Button variant="tertiary" onClick={onBack} disabled={step.submitting}>
          <FormattedMessage id="mfa.signIn.back" />
        </Button>
      </Others>
    </Column>
  );
};
