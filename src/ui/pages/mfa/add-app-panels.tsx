import { FormattedMessage, useIntl } from 'react-intl';
import type { MfaOptions } from '../../../application/mfa-options/mfa-options.use-case';
import type { ServerErrorMessageId } from '../../../domain/shared/server-error-messages';
import { FACTOR_NAME_MAX_LENGTH } from '../../../domain/mfa/factor-names';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { Actions, fieldValue, FormColumn, Mono, TaskPanel, useFocusOnError } from './mfa-parts';
import { QrCode } from './qr-code';

interface PanelProps {
  readonly store: MfaOptions;
  readonly busy: boolean;
  readonly error: ServerErrorMessageId | undefined;
}

const CancelButton = ({ store, busy }: Omit<PanelProps, 'error'>) => (
  <Button variant="tertiary" onClick={() => store.cancel()} disabled={busy}>
    <FormattedMessage id="mfa.cancel" />
  </Button>
);

/** Adding an app, first step: the name it will be listed under. */
export const NamingPanel = ({ store, busy, error }: PanelProps) => {
  const intl = useIntl();
  const field = useFocusOnError(error);
  return (
    <TaskPanel id="mfa-add-app" headingId="mfa.addApp.heading">
      <FormColumn
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.addApp(fieldValue(event.currentTarget, 'name'));
        }}
      >
        <TextField
          ref={field}
          id="mfa-app-name"
          name="name"
          label={<FormattedMessage id="mfa.addApp.nameLabel" />}
          hint={<FormattedMessage id="mfa.addApp.nameHint" />}
          error={error === undefined ? undefined : intl.formatMessage({ id: error })}
          defaultValue={intl.formatMessage({ id: 'mfa.addApp.defaultName' })}
          maxLength={4 * FACTOR_NAME_MAX_LENGTH}
          autoComplete="off"
        />
        <Actions>
          <Button type="submit" busy={busy}>
            <FormattedMessage id="mfa.addApp.continue" />
          </Button>
          <CancelButton store={store} busy={busy} />
        </Actions>
      </FormColumn>
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
