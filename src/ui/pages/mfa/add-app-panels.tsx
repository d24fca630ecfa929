import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { FactorNameForm } from './factor-name-form';
import {
  Actions,
  CancelButton,
  fieldValue,
  FormColumn,
  Mono,
  TaskPanel,
  useFocusOnError,
  type PanelProps,
} from './mfa-parts';
import { QrCode } from './qr-code';

/** Adding an app, first step: the name it will be listed under. */
export const NamingPanel = (props: PanelProps) => {
  const intl = useIntl();
  return (
    <TaskPanel id="mfa-add-app" headingId="mfa.addApp.heading">
      <FactorNameForm
        {...props}
        fieldId="mfa-app-name"
        labelId="mfa.addApp.nameLabel"
        hintId="mfa.addApp.nameHint"
        defaultName={intl.formatMessage({ id: 'mfa.addApp.defaultName' })}
        submitId="mfa.addApp.continue"
        onName={(typed) => void props.store.addApp(typed)}
      />
    </TaskPanel>
  );
};

/**
 * Adding a passkey (D-MFA-12): its name, then the browser's own prompt, which the page waits for
 * with the button busy; a prompt closed without a passkey says so at the field.
 */
export const NamingPasskeyPanel = (props: PanelProps) => {
  const intl = useIntl();
  return (
    <TaskPanel id="mfa-add-passkey" headingId="mfa.addPasskey.heading">
      <p>
        <FormattedMessage id="mfa.addPasskey.text" />
      </p>
      <FactorNameForm
        {...props}
        fieldId="mfa-passkey-name"
        labelId="mfa.addApp.nameLabel"
        hintId="mfa.addPasskey.nameHint"
        defaultName={intl.formatMessage({ id: 'mfa.addPasskey.defaultName' })}
        submitId="mfa.addPasskey.continue"
        onName={(typed) => void props.store.addPasskey(typed)}
      />
    </TaskPanel>
  );
};

/** Adding an app, second step: scan or type the key, then prove it works with a code. */
export const ScanningPanel = ({
  store,
  busy,
  error,
  uri,
  keyGroups,
}: PanelProps & { readonly uri: string; readonly keyGroups: readonly string[] }) => {
  const intl = useIntl();
  const field = useFocusOnError(error);
  return (
    <TaskPanel id="mfa-scan" headingId="mfa.addApp.scanHeading">
      <p>
        <FormattedMessage id="mfa.addApp.scanText" />
      </p>
      <QrCode uri={uri} />
      <p>
        <FormattedMessage id="mfa.addApp.keyText" /> <Mono>{keyGroups.join(' ')}</Mono>
      </p>
      <FormColumn
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.confirmApp(fieldValue(event.currentTarget, 'code'));
        }}
      >
        <TextField
          ref={field}
          id="mfa-app-code"
          name="code"
          label={<FormattedMessage id="mfa.addApp.codeLabel" />}
          hint={<FormattedMessage id="mfa.addApp.codeHint" />}
          error={error === undefined ? undefined : intl.formatMessage({ id: error })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={32}
        />
        <Actions>
          <Button type="submit" busy={busy}>
            <FormattedMessage id="mfa.addApp.confirm" />
          </Button>
          <CancelButton store={store} busy={busy} />
        </Actions>
      </FormColumn>
    </TaskPanel>
  );
};
