import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import * as E from 'fp-ts/Either';
import type { AccountProfileViewModel } from '../../../application/account-area/account-profile.view-model';
import {
  checkProfileForm,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '../../../application/account-area/profile-form';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Card } from '../../components/primitives';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import type { DomainFormErrors } from '../../forms/domain-resolver';
import { FormErrorBanner } from '../../forms/form-error-banner';
import { useDomainForm } from '../../forms/use-domain-form';
import { ownName } from '../../../domain/locale/locale-own-names';
import { domainMessageId, type MessageId } from '../../i18n/message-id';
import { v } from '../../theme/css-variables';

type FormModel = Extract<AccountProfileViewModel, { screen: 'form' }>;

const Form = styled.form`
  max-width: ${v.size.formMax};
`;

/** The card holds one column of at most the forms' width (DESIGN.md "Forms"), not the page's. */
const FormCard = styled(Card)`
  max-width: calc(${v.size.formMax} + 2 * ${v.space[6]});
`;

const Pair = styled.div`
  display: grid;
  gap: 0 ${v.space[4]};
`;

/** The domain's and the service's message ids as the form's (every one is in the catalogue). */
const asFormErrors = (errors: ProfileFormErrors): DomainFormErrors<ProfileFormValues> => ({
  fields: Object.fromEntries(
    Object.entries(errors.fields).map(([field, id]) => [field, domainMessageId(id)]),
  ),
  ...(errors.form === undefined ? {} : { form: domainMessageId(errors.form) }),
});

export interface ProfileFormProps {
  readonly model: FormModel;
  readonly onSave: (values: ProfileFormValues) => Promise<void>;
}

/**
 * The My Account form (spec §2, §3 "Profile update payload", §5): the account country's labels,
 * formats and examples; each field's own message under it, the first invalid field focused, and
 * what was typed kept when a save fails.
 */
export const ProfileForm = ({ model, onSave }: ProfileFormProps) => {
  const intl = useIntl();
  const serverErrors = useMemo(
    () => (model.errors === undefined ? undefined : asFormErrors(model.errors)),
    [model.errors],
  );
  const profile = useDomainForm<ProfileFormValues>({
    idPrefix: 'profile',
    defaultValues: model.values,
    validate: (values) =>
      E.mapLeft(asFormErrors)(checkProfileForm(model.values, values, model.country)),
    onSubmit: onSave,
    serverErrors,
    submitting: model.saving,
  });
  const { reset } = profile.form;
  const { isDirty } = profile.form.formState;

  // After each save the form starts again from what was saved (the server's canonical values).
  useEffect(() => {
    if (model.saves > 0) reset(model.values);
  }, [model.saves, model.values, reset]);

  const languages = useMemo(
    () => model.languages.map((value) => ({ value, label: ownName(value) })),
    [model.languages],
  );
  const label = (id: MessageId) => intl.formatMessage({ id });
  const example = (value: string) =>
    intl.formatMessage({ id: 'accountArea.profile.example' }, { example: value });

  return (
    <FormCard aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading">
        <FormattedMessage id="accountArea.profile.detailsHeading" />
      </h2>
      <Form noValidate onSubmit={(event) => void profile.submit(event)}>
        {model.saves > 0 && !isDirty && !profile.hasFieldErrors && (
          <Banner tone="success" announce="status">
            <FormattedMessage id="accountArea.profile.saved" />
          </Banner>
        )}
        <FormErrorBanner form={profile} summary="accountArea.profile.fixErrors" />
        <Pair>
          <TextField
            {...profile.field('firstName')}
            autoComplete="given-name"
            label={label('accountArea.profile.firstName')}
          />
          <TextField
            {...profile.field('lastName')}
            autoComplete="family-name"
            label={label('accountArea.profile.lastName')}
          />
        </Pair>
        <TextField
          id="profile-email"
          type="email"
          value={model.email}
          readOnly
          label={label('accountArea.profile.email')}
          hint={label('accountArea.profile.emailHint')}
        />
        <TextField
          {...profile.field('street')}
          autoComplete="street-address"
          label={label('accountArea.profile.street')}
        />
        <TextField
          {...profile.field('city')}
          autoComplete="address-level2"
          label={label('accountArea.profile.city')}
        />
        <TextField
          {...profile.field('state')}
          autoComplete="address-level1"
          label={label(domainMessageId(model.regionLabelId))}
        />
        <TextField
          {...profile.field('postalCode')}
          autoComplete="postal-code"
          placeholder={model.postalCodeExample}
          hint={example(model.postalCodeExample)}
          label={label(`accountArea.profile.${model.postalCodeLabel}`)}
        />
        <TextField
          {...profile.field('phoneNumber')}
          type="tel"
          autoComplete="tel"
          placeholder={model.phoneNumberExample}
          hint={example(model.phoneNumberExample)}
          label={label('accountArea.profile.phoneNumber')}
        />
        <Select
          {...profile.field('languagePreference')}
          options={languages}
          label={label('accountArea.profile.language')}
          hint={label('accountArea.profile.languageHint')}
        />
        <Button type="submit" width="phone" busy={profile.submitting}>
          <FormattedMessage
            id={profile.submitting ? 'accountArea.profile.saving' : 'accountArea.profile.save'}
          />
        </Button>
      </Form>
    </FormCard>
  );
};
