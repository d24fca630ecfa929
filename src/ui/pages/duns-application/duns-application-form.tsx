import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  validateDunsApplication,
  type DunsApplicationForm as DunsApplicationValues,
} from '../../../application/duns-application/duns-application-form';
import { Button } from '../../components/button';
import { Card } from '../../components/primitives';
import { TextField } from '../../components/text-field';
import { fromFieldErrorList } from '../../forms/domain-resolver';
import { FormErrorBanner } from '../../forms/form-error-banner';
import { useDomainForm } from '../../forms/use-domain-form';
import { domainMessageId } from '../../i18n/message-id';
import { v } from '../../theme/css-variables';

// A type, not an interface: react-hook-form's field values need its implicit index signature.
type Values = {
  businessName: string;
  zipCode: string;
};

const FormCard = styled(Card)`
  h2 {
    margin: 0 0 ${v.space[2]};
    font-size: ${v.type.lg.size};
    line-height: ${v.type.lg.lineHeight};
  }
  p {
    margin: 0 0 ${v.space[4]};
  }
  form {
    max-width: ${v.size.formMax};
  }
`;

/**
 * The application's two optional fields, prefilled from the address; the domain's DUNS-search
 * rules apply to a field that is given (D-DUNSAPP-UI-2), and without a ZIP Code the application is
 * kept, not submitted (D-API-15). A failed request keeps what was typed.
 */
export const DunsApplicationForm = ({
  prefill,
  submitting,
  errorId,
  onApply,
}: {
  prefill: DunsApplicationValues;
  submitting: boolean;
  errorId: string | undefined;
  onApply: (values: DunsApplicationValues) => void;
}) => {
  const intl = useIntl();
  const form = useDomainForm<Values>({
    idPrefix: 'duns-application',
    defaultValues: { businessName: prefill.businessName, zipCode: prefill.zipCode },
    validate: (values) => fromFieldErrorList(validateDunsApplication(values)),
    onSubmit: (values) => onApply(values),
    serverErrors: useMemo(
      () => ({ fields: {}, form: errorId === undefined ? undefined : domainMessageId(errorId) }),
      [errorId],
    ),
    submitting,
  });
  return (
    <FormCard aria-labelledby="duns-application-form-heading">
      <h2 id="duns-application-form-heading">
        <FormattedMessage id="dunsApplication.form.heading" />
      </h2>
      <p>
        <FormattedMessage id="dunsApplication.form.intro" />
      </p>
      <form method="post" noValidate onSubmit={(event) => void form.submit(event)}>
        <FormErrorBanner form={form} summary="login.errorBanner" />
        <TextField
          {...form.field('businessName')}
          autoComplete="organization"
          label={intl.formatMessage({ id: 'dunsApplication.form.businessName.label' })}
          hint={intl.formatMessage({ id: 'dunsApplication.form.businessName.hint' })}
        />
        <TextField
          {...form.field('zipCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          label={intl.formatMessage({ id: 'dunsApplication.form.zipCode.label' })}
          hint={intl.formatMessage({ id: 'dunsApplication.form.zipCode.hint' })}
        />
        <Button type="submit" width="phone" busy={form.submitting}>
          <FormattedMessage
            id={form.submitting ? 'dunsApplication.form.submitting' : 'dunsApplication.form.submit'}
          />
        </Button>
      </form>
    </FormCard>
  );
};
