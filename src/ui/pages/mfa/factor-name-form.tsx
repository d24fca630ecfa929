import { FormattedMessage, useIntl } from 'react-intl';
import { FACTOR_NAME_MAX_LENGTH } from '../../../domain/mfa/factor-names';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import type { MessageId } from '../../i18n/message-id';
import {
  Actions,
  CancelButton,
  fieldValue,
  FormColumn,
  useFocusOnError,
  type PanelProps,
} from './mfa-parts';

/** A factor's name, typed to add an app or to rename a factor (D-MFA-5), with Cancel beside. */
export const FactorNameForm = ({
  store,
  busy,
  error,
  fieldId,
  labelId,
  hintId,
  defaultName,
  submitId,
  onName,
}: PanelProps & {
  readonly fieldId: string;
  readonly labelId: MessageId;
  readonly hintId?: MessageId;
  readonly defaultName: string;
  readonly submitId: MessageId;
  readonly onName: (typed: string) => void;
}) => {
  const intl = useIntl();
  const field = useFocusOnError(error);
  return (
    <FormColumn
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onName(fieldValue(event.currentTarget, 'name'));
      }}
    >
      <TextField
        ref={field}
        id={fieldId}
        name="name"
        label={<FormattedMessage id={labelId} />}
        hint={hintId === undefined ? undefined : <FormattedMessage id={hintId} />}
        error={error === undefined ? undefined : intl.formatMessage({ id: error })}
        defaultValue={defaultName}
        maxLength={4 * FACTOR_NAME_MAX_LENGTH}
        autoComplete="off"
      />
      <Actions>
        <Button type="submit" busy={busy}>
          <FormattedMessage id={submitId} />
        </Button>
        <CancelButton store={store} busy={busy} />
      </Actions>
    </FormColumn>
  );
};
