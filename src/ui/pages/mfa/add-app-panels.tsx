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
import type { MessageId } from '../../i18n/message-id';

/** What each kind of new factor calls its first step, the name it will be listed under. */
const NAMING = {
  app: {
    panelId: 'mfa-add-app',
    headingId: 'mfa.addApp.heading',
    textId: undefined,
    hintId: 'mfa.addApp.nameHint',
    defaultNameId: 'mfa.addApp.defaultName',
    submitId: 'mfa.addApp.continue',
  },
  passkey: {
    panelId: 'mfa-add-passkey',
    headingId: 'mfa.addPasskey.heading',
    textId: 'mfa.addPasskey.text',
    hintId: 'mfa.addPasskey.nameHint',
    defaultNameId: 'mfa.addPasskey.defaultName',
    submitId: 'mfa.addPasskey.continue',
  },
} as const satisfies Record<
  'app' | 'passkey',
  {
    readonly panelId: string;
    readonly headingId: MessageId;
    readonly textId: MessageId | undefined;
    readonly hintId: MessageId;
    readonly defaultNameId: MessageId;
    readonly submitId: MessageId;
  }
>;

/**
 * Adding an app or a passkey, first step: the name it will be listed under. Then an app shows its
 * QR code; a passkey opens the browser's own prompt (D-MFA-12), which the page waits for with the
 * button busy, and a prompt closed without a passkey says so at the field.
 */
export const NamingPanel = ({
  kind,
  ...props
}: PanelProps & { readonly kind: 'app' | 'passkey' }) => {
  const intl = useIntl();
  const texts = NAMING[kind];
  return (
    <TaskPanel id={texts.panelId} headingId={texts.headingId}>
      {texts.textId !== undefined && (
        <p>
          <FormattedMessage id={texts.textId} />
        </p>
      )}
      <FactorNameForm
        {...props}
        fieldId={`${texts.panelId}-name`}
        labelId="mfa.addApp.nameLabel"
        hintId={texts.hintId}
        defaultName={intl.formatMessage({ id: texts.defaultNameId })}
        submitId={texts.submitId}
        onName={(typed) =>
          void (kind === 'app' ? props.store.addApp(typed) : props.store.addPasskey(typed))
        }
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
