import { useEffect, useRef, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type {
  SecondFactorKind,
  SecondFactorStep,
} from '../../../application/sign-in/sign-in.state';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Heading } from '../../components/primitives';
import { TextField } from '../../components/text-field';
import type { MessageId } from '../../i18n/message-id';
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

/** "Try another way": the button that switches to each kind. */
const SWITCH_TO: Readonly<Record<SecondFactorKind, MessageId>> = {
  passkey: 'mfa.signIn.usePasskeyInstead',
  app: 'mfa.signIn.useApp',
  recoveryCode: 'mfa.signIn.useRecoveryCode',
};

const TEXT: Readonly<Record<SecondFactorKind, MessageId>> = {
  passkey: 'mfa.signIn.passkeyText',
  app: 'mfa.signIn.appText',
  recoveryCode: 'mfa.signIn.recoveryText',
};

/**
 * A button that changes what the step asks for: the script does it in place; without one, the
 * button posts to the login page's address for the change, which the server answers with that
 * page (D-SSR-6), and nothing typed is read.
 */
const switchTo = (address: string, change: () => void) =>
  ({
    type: 'submit',
    formAction: address,
    formNoValidate: true,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      change();
    },
  }) as const;

const submitLabel = (step: SecondFactorStep): MessageId => {
  if (step.using === 'passkey')
    return step.submitting ? 'mfa.signIn.withPasskeyWorking' : 'mfa.signIn.usePasskey';
  return step.submitting ? 'mfa.signIn.submitting' : 'mfa.signIn.submit';
};

/**
 * Sign-in's second step (issue 28): after a right password, the passkey's prompt, a code from the
 * authenticator app, or under "Try another way" the other kinds the user has (a recovery code
 * last). The heading takes the focus when the step appears, and the field when a code is refused.
 */
export const SecondFactorForm = ({
  step,
  action,
  addressOf,
  onSubmit,
  onSwitch,
  onBack,
}: {
  readonly step: SecondFactorStep;
  /** Where the form posts itself when no script handles it (D-SSR-6). */
  readonly action: string;
  /** The login page's address with another kind chosen, or without the step ("back"). */
  readonly addressOf: (change: SecondFactorKind | 'back') => string;
  readonly onSubmit: (typed: string) => void;
  readonly onSwitch: (using: SecondFactorKind) => void;
  readonly onBack: () => void;
}) => {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const { using } = step;
  const app = using === 'app';
  useEffect(() => heading.current?.focus(), [using]);
  useEffect(() => {
    if (step.error !== undefined) field.current?.focus();
  }, [step.error]);
  const others = (['passkey', 'app', 'recoveryCode'] as const).filter(
    (kind) => kind !== using && step.methods[kind],
  );
  const error = step.error === undefined ? undefined : intl.formatMessage({ id: step.error });
  // The names the server's second-factor step reads from a form posted without JavaScript.
  const name = app ? 'code' : 'recoveryCode';
  return (
    <Column
      method="post"
      action={action}
      noValidate
      aria-labelledby="second-factor-heading"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = new FormData(event.currentTarget).get(name);
        onSubmit(typeof typed === 'string' ? typed : '');
      }}
    >
      <Heading id="second-factor-heading" ref={heading} tabIndex={-1}>
        <FormattedMessage id="mfa.signIn.heading" />
      </Heading>
      <p>
        <FormattedMessage id={TEXT[using]} />
      </p>
      {using === 'passkey' ? (
        error !== undefined && <Banner tone="error">{error}</Banner>
      ) : (
        <TextField
          ref={field}
          key={using}
          id={app ? 'second-factor-code' : 'second-factor-recovery'}
          name={name}
          label={
            <FormattedMessage id={app ? 'mfa.signIn.codeLabel' : 'mfa.signIn.recoveryLabel'} />
          }
          error={error}
          inputMode={app ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={app ? 32 : 64}
        />
      )}
      <Button type="submit" width="full" busy={step.submitting}>
        <FormattedMessage id={submitLabel(step)} />
      </Button>
      <Others>
        {others.map((kind) => (
          <Button
            key={kind}
            variant="tertiary"
            {...switchTo(addressOf(kind), () => onSwitch(kind))}
            disabled={step.submitting}
          >
            <FormattedMessage id={SWITCH_TO[kind]} />
          </Button>
        ))}
        <Button
          variant="tertiary"
          {...switchTo(addressOf('back'), onBack)}
          disabled={step.submitting}
        >
          <FormattedMessage id="mfa.signIn.back" />
        </Button>
      </Others>
    </Column>
  );
};
