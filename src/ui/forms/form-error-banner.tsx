import { FormattedMessage } from 'react-intl';
import { Banner } from '../components/banner';
import type { MessageId } from '../i18n/message-id';

/**
 * The form's error banner, above the fields: the form-level message when there is one (a
 * service's answer, "Please fill out required fields."), else `summary` while any field is
 * invalid (e.g. "We found some errors. Please review the form and make corrections.").
 */
export const FormErrorBanner = ({
  form,
  summary,
}: {
  /** The form from useDomainForm. */
  form: { readonly formError: MessageId | undefined; readonly hasFieldErrors: boolean };
  summary?: MessageId;
}) => {
  const id = form.formError ?? (form.hasFieldErrors ? summary : undefined);
  return id === undefined ? null : (
    <Banner tone="error">
      <FormattedMessage id={id} />
    </Banner>
  );
};
