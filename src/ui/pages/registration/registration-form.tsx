import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { resolveCountry, SUPPORTED_COUNTRIES } from '../../../domain/locale/country';
import {
  countryFieldsOf,
  languageFor,
  type SignupViewModel,
} from '../../../application/registration/signup.view-model';
import type { RegistrationDraft } from '../../../application/registration/registration.state';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { FormErrorBanner } from '../../forms/form-error-banner';
import { useDomainForm } from '../../forms/use-domain-form';
import { useActiveLocale } from '../../i18n/active-locale';
import { countryName } from '../../../domain/locale/country-names';
import { ownName } from '../../../domain/locale/locale-own-names';
import { validateDraft } from './registration-validation';

export interface RegistrationFormProps {
  readonly model: SignupViewModel;
  readonly onSubmit: (draft: RegistrationDraft) => void | Promise<void>;
}

/**
 * The registration fields of spec §3 with the country's labels, formats and languages (§5, §9);
 * the shared form foundation keeps what was typed on a failed submit and focuses the first error.
 */
export const RegistrationForm = ({ model, onSubmit }: RegistrationFormProps) => {
  const intl = useIntl();
  const { locale } = useActiveLocale();
  const signup = useDomainForm<RegistrationDraft>({
    idPrefix: 'signup',
    defaultValues: model.initialValues,
    validate: validateDraft,
    onSubmit,
    serverErrors: { fields: model.fieldErrors, form: model.formError },
    submitting: model.submitting,
  });
  const { watch, getValues, setValue, setFocus } = signup.form;
  const country = resolveCountry(watch('country'));
  const fields = countryFieldsOf(country);

  // A country without the language chosen offers its own first (§9 "Languages per country").
  useEffect(() => {
    const language = getValues('language');
    const offered = languageFor(country, language);
    if (offered !== language) setValue('language', offered);
  }, [country, getValues, setValue]);

  // Back from the code page to change the address: straight to the email field.
  const { focusEmail } = model;
  useEffect(() => {
    if (focusEmail) setFocus('email');
  }, [focusEmail, setFocus]);

  const example = (value: string) =>
    intl.formatMessage({ id: 'registration.field.example' }, { example: value });

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void signup.submit(event)}
      aria-labelledby="signup-heading"
    >
      <FormErrorBanner form={signup} summary="login.errorBanner" />
      <TextField
        {...signup.field('firstName')}
        autoComplete="given-name"
        label={intl.formatMessage({ id: 'registration.field.firstName' })}
      />
      <TextField
        {...signup.field('lastName')}
        autoComplete="family-name"
        label={intl.formatMessage({ id: 'registration.field.lastName' })}
      />
      <TextField
        {...signup.field('email')}
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'registration.field.email' })}
      />
      <Select
        {...signup.field('country')}
        autoComplete="country"
        label={intl.formatMessage({ id: 'registration.field.country' })}
        options={SUPPORTED_COUNTRIES.map((code) => ({
          value: code,
          label: countryName(code, locale),
        }))}
      />
      <TextField
        {...signup.field('street')}
        autoComplete="address-line1"
        label={intl.formatMessage({ id: 'registration.field.street' })}
      />
      <TextField
        {...signup.field('city')}
        autoComplete="address-level2"
        label={intl.formatMessage({ id: 'registration.field.city' })}
      />
      <TextField
        {...signup.field('state')}
        autoComplete="address-level1"
        label={intl.formatMessage({ id: fields.regionLabelId })}
        hint={
          fields.regionCodeExample === undefined
            ? undefined
            : intl.formatMessage(
                { id: 'registration.field.regionCodeHint' },
                { example: fields.regionCodeExample },
              )
        }
      />
      <TextField
        {...signup.field('postalCode')}
        autoComplete="postal-code"
        label={intl.formatMessage({ id: 'registration.field.postalCode' }, { country })}
        hint={example(fields.postalCodeExample)}
        placeholder={fields.postalCodeExample}
      />
      <TextField
        {...signup.field('phoneNumber')}
        type="tel"
        autoComplete="tel"
        label={intl.formatMessage({ id: 'registration.field.phoneNumber' })}
        hint={example(fields.phoneNumberExample)}
        placeholder={fields.phoneNumberExample}
      />
      <Select
        {...signup.field('language')}
        label={intl.formatMessage({ id: 'registration.field.language' })}
        options={fields.languages.map((language) => ({
          value: language,
          label: ownName(language),
        }))}
      />
      <Checkbox
        {...signup.field('acceptTerms')}
        label={intl.formatMessage({ id: 'registration.field.acceptTerms' })}
        hint={intl.formatMessage({ id: 'registration.field.acceptTermsHint' })}
      />
      <Button type="submit" width="full" busy={signup.submitting}>
        <FormattedMessage
          id={signup.submitting ? 'registration.submitting' : 'registration.submit'}
        />
      </Button>
    </form>
  );
};
