import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { validatePasswordForm } from '../../../application/sign-in/password-form-errors';
import { SPEC_ROUTES } from '../../../domain/navigation/route-access';
import { Banner } from '../../components/banner';
import { Heading, Muted } from '../../components/primitives';
import { v } from '../../theme/css-variables';
import { AccountAreaLayout } from '../account-area/account-area-layout';
import {
  AccountPageError,
  AccountPageSkeleton,
  AccountPageUnavailable,
} from '../account-area/account-page-states';
import { PasswordChangeForm } from './password-change-form';
import { useChangePassword } from './use-change-password';

/** DESIGN.md "Forms: one column, at most 480 px wide". */
const FormColumn = styled.div`
  max-width: ${v.size.formMax};
`;

/**
 * `/accountInfo/changePassword`, titled Change password (spec §2 "Account area"): old, new and
 * retype with the live rules checklist, the §8 codes at their fields. It exists for a user exactly
 * when the profile menu offers it; an internal account is sent to the help desk (§6,
 * docs/decisions/sign-in-states.md D-SIGNIN-UI-5).
 */
const ChangePasswordPage = () => {
  const [state, store] = useChangePassword();
  return (
    <AccountAreaLayout>
      <Heading>
        <FormattedMessage id="changePassword.heading" />
      </Heading>
      {state.screen === 'loading' && <AccountPageSkeleton />}
      {state.screen === 'error' && <AccountPageError onRetry={() => store.open()} />}
      {state.screen === 'unavailable' && (
        <AccountPageUnavailable profilePath={SPEC_ROUTES.accountProfile.path} />
      )}
      {state.screen === 'internalAccount' && (
        <Banner tone="info" announce="none">
          <FormattedMessage id="password.internalAccount" />
        </Banner>
      )}
      {state.screen === 'form' && (
        <FormColumn>
          {state.justChanged && (
            <Banner tone="success">
              <FormattedMessage id="changePassword.changed" />
            </Banner>
          )}
          <Muted>
            <FormattedMessage id="changePassword.intro" />
          </Muted>
          <PasswordChangeForm
            idPrefix="change-password"
            currentPasswordLabel="signInStates.replace.currentPassword"
            differsLabel="signInStates.rule.differsFromCurrent"
            validate={(values) => validatePasswordForm(values, 'current')}
            onSubmit={(values) => store.submit(values)}
            errors={state.errors}
            submitting={state.submitting}
            submitLabel="changePassword.submit"
            submittingLabel="changePassword.submitting"
            resetKey={state.changes}
            minimumAge={state.minimumAge}
          />
        </FormColumn>
      )}
    </AccountAreaLayout>
  );
};

export default ChangePasswordPage;
