import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Registration } from '../../../application/registration/registration.use-case';
import {
  registrationRequestOf,
  type RegistrationSource,
} from '../../../application/registration/registration-request';
import {
  toSignupViewModel,
  type SignupViewModel,
} from '../../../application/registration/signup.view-model';
import { useViewModel } from '../../hooks/use-view-model';
import { useActiveLocale } from '../../i18n/active-locale';

/** A sign-up page's view model: the registration store opened with the address's extras. */
export const useSignup = (source: RegistrationSource): readonly [SignupViewModel, Registration] => {
  const [state, registration] = useViewModel(Registration);
  const { locale } = useActiveLocale();
  const [params] = useSearchParams();
  const query = params.toString();
  useEffect(() => {
    registration.open(registrationRequestOf(source, new URLSearchParams(query)));
  }, [registration, source, query]);
  // Built once per state: the form's server errors are shown once per new answer.
  const model = useMemo(() => toSignupViewModel(state, locale), [state, locale]);
  return [model, registration];
};
