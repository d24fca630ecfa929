import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import type { MessageId } from '../../i18n/message-id';
import { FactorNameForm } from './factor-name-form';
import {
  Actions,
  CancelButton,
  fieldValue,
  FormColumn,
  TaskPanel,
  useFocusOnError,
  type PanelProps,
} from './mfa-parts';

/**
 * A protected change waits: the password, a code from an app the user has, or one of their
 * passkeys (D-MFA-4).
 */
export const ProofPanel = ({
  store,
  busy,
  error,
  hasApp,
  hasPasskey,
}: PanelProps & { readonly hasApp: boolean; readonly hasPasskey: boolean }) => {
  const intl = useIntl();
  const [withCode, setWithCode] = useState(false);
  const field = useFocusOnError(error);
  const message = error === undefined ? undefined : intl.formatMessage({ id: error });
  return (
    <TaskPanel id="mfa-proof" headingId="mfa.proof.heading">
      <p>
        <FormattedMessage id="mfa.proof.text" />
      </p>
      <FormColumn
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const typed = fieldValue(event.currentTarget, 'proof');
          void store.prove(withCode ? { code: typed } : { password: typed });
        }}
      >
        {withCode ? (
          <TextField
            ref={field}
            key="code"
            id="mfa-proof-code"
            name="proof"
            label={<FormattedMessage id="mfa.proof.codeLabel" />}
            error={message}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={32}
          />
        ) : (
          <PasswordField
            ref={field}
            key="password"
            id="mfa-proof-password"
            name="proof"
            label={<FormattedMessage id="mfa.proof.passwordLabel" />}
            error={message}
            autoComplete="current-password"
            maxLength={1024}
          />
        )}
        {(hasApp || hasPasskey) && (
          <div>
            {hasApp && (
              <Button variant="tertiary" onClick={() => setWithCode(!withCode)} disabled={busy}>
                <FormattedMessage id={withCode ? 'mfa.proof.usePassword' : 'mfa.proof.useCode'} />
              </Button>
            )}
            {hasPasskey && (
              <Button
                variant="tertiary"
                onClick={() => void store.prove('passkey')}
                disabled={busy}
              >
                <FormattedMessage id="mfa.proof.withPasskey" />
              </Button>
            )}
          </div>
        )}
        <Actions>
          <Button type="submit" busy={busy}>
            <FormattedMessage id="mfa.proof.submit" />
          </Button>
          <CancelButton store={store} busy={busy} />
        </Actions>
      </FormColumn>
    </TaskPanel>
  );
};

/** A new name for a factor. */
export const RenamePanel = ({
  factorId,
  name,
  ...props
}: PanelProps & { readonly factorId: string; readonly name: string }) => (
  <TaskPanel id={`mfa-rename-${factorId}`} headingId="mfa.rename.heading" values={{ name }}>
    <FactorNameForm
      {...props}
      fieldId="mfa-rename"
      labelId="mfa.rename.label"
      defaultName={name}
      submitId="mfa.rename.submit"
      onName={(typed) => void props.store.rename(factorId, typed)}
    />
  </TaskPanel>
);

/** "Remove …?" and "Turn off two-step sign-in?": what it costs, then the danger button. */
export const ConfirmPanel = ({
  store,
  busy,
  error,
  id,
  headingId,
  textId,
  submitId,
  values,
  onConfirm,
}: PanelProps & {
  readonly id: string;
  readonly headingId: MessageId;
  readonly textId: MessageId;
  readonly submitId: MessageId;
  readonly values?: Readonly<Record<string, string>>;
  readonly onConfirm: () => void;
}) => (
  <TaskPanel id={id} headingId={headingId} values={values}>
    {error !== undefined && (
      <Banner tone="error">
        <FormattedMessage id={error} />
      </Banner>
    )}
    <p>
      <FormattedMessage id={textId} />
    </p>
    <Actions>
      <Button variant="danger" busy={busy} onClick={onConfirm}>
        <FormattedMessage id={submitId} />
      </Button>
      <CancelButton store={store} busy={busy} />
    </Actions>
  </TaskPanel>
);
