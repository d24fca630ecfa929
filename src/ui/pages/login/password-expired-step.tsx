import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { TOKENS } from '../../../application/app.tokens';
import { ExpiredPassword } from '../../../application/sign-in/expired-password.use-case';
import type { PasswordReplacementStep } from '../../../application/sign-in/sign-in.state';
import { validateReplacementForm } from '../../../application/sign-in/widget-mismatch';
import { SPEC_ROUTES } from '../../../domain/navigation/route-access';
import { Banner } from '../../components/banner';
import { Link } from '../../components/link';
import { Heading, Muted } from '../../components/primitives';
import { useInjection } from '../../di/injection';
import { useStore } from '../../hooks/use-view-model';
import { v } from '../../theme/css-variables';
import { NEEDS_SCRIPT } from '../../components/needs-script';
import { PasswordChangeForm } from '../change-password/password-change-form';

/** The heading takes the focus when the step replaces the sign-in form; no ring around text. */
const StepHeading = styled(Heading)`
  &:focus {
    outline: none;
  }
`;

const Back = styled.p`
  margin: ${v.space[4]} 0 0;
`;

export interface PasswordExpiredStepProps {
  readonly interactionId: string;
  /** The account, why its password must be replaced, and the refusal of a try without script. */
  readonly step: PasswordReplacementStep;
  readonly onBack: () => void;
  /** The login page's query, which a post without JavaScript carries back. */
  readonly pageQuery: string;
}

/**
 * Spec §2 "Pages: … password expired", §4: an expired (180 days) or temporary password is
 * replaced (old, new, retype) and the pending sign-in completes with the new one
 * (docs/decisions/sign-in-states.md D-SIGNIN-UI-2). An internal account is sent to the help desk
 * instead.
 */
export const PasswordExpiredStep = ({
  interactionId,
  step,
  onBack,
  pageQuery,
}: PasswordExpiredStepProps) => {
  const { username, reason } = step;
  const passwords = useInjection(TOKENS.PasswordGateway);
  const identity = useInjection(TOKENS.IdentityProvider);
  const navigator = useInjection(TOKENS.Navigator);
  const [store] = useState(
    () => new ExpiredPassword(passwords, identity, navigator, interactionId, step),
  );
  const state = useStore(store);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [state.screen]);

  const back = (
    <Back>
      <Link
        to={SPEC_ROUTES.login.path}
        onClick={(event) => {
          event.preventDefault();
          onBack();
        }}
      >
        <FormattedMessage id="signIn.tryAgain" />
      </Link>
    </Back>
  );

  if (state.screen === 'internalAccount') {
    return (
      <>
        <StepHeading ref={heading} tabIndex={-1}>
          <FormattedMessage id="signInStates.helpDesk.heading" />
        </StepHeading>
        <Banner tone="info" announce="none">
          <FormattedMessage id="password.internalAccount" />
        </Banner>
        {back}
      </>
    );
  }

  if (state.screen === 'changed') {
    return (
      <>
        <StepHeading ref={heading} tabIndex={-1}>
          <FormattedMessage id="signInStates.replace.signIn" />
        </StepHeading>
        <Banner tone="success" announce="none">
          <FormattedMessage id="signInStates.replace.changed" />
        </Banner>
        <Link
          to={`${SPEC_ROUTES.login.path}?${new URLSearchParams({ uid: username }).toString()}`}
          appearance="button"
          width="full"
        >
          <FormattedMessage id="login.submit" />
        </Link>
      </>
    );
  }

  return (
    <>
      <StepHeading ref={heading} tabIndex={-1}>
        <FormattedMessage
          id={
            reason === 'temporary'
              ? 'signInStates.replace.headingTemporary'
              : 'signInStates.replace.headingExpired'
          }
        />
      </StepHeading>
      <Banner tone="warning" announce="none">
        <FormattedMessage
          id={reason === 'temporary' ? 'auth.passwordTemporary' : 'auth.passwordExpired'}
        />
      </Banner>
      <p>
        <FormattedMessage id="signInStates.replace.account" values={{ email: username }} />
      </p>
      {/* Signed in straight away: true through the script; without it the user signs in again. */}
      <Muted {...NEEDS_SCRIPT}>
        <FormattedMessage id="signInStates.replace.intro" />
      </Muted>
      <PasswordChangeForm
        idPrefix="password-expired"
        currentPasswordLabel={
          reason === 'temporary'
            ? 'signInStates.replace.temporaryPassword'
            : 'signInStates.replace.currentPassword'
        }
        differsLabel={
          reason === 'temporary'
            ? 'signInStates.rule.differsFromTemporary'
            : 'signInStates.rule.differsFromCurrent'
        }
        validate={(values) => validateReplacementForm(values, reason)}
        onSubmit={(values) => store.submit(values)}
        errors={state.errors}
        submitting={state.submitting}
        submitLabel="signInStates.replace.submit"
        submittingLabel="signInStates.replace.submitting"
        post={{
          action: passwords.expiredPasswordFormAction(
            Object.fromEntries(new URLSearchParams(pageQuery)),
          ),
          hidden: { username },
        }}
      >
        {back}
      </PasswordChangeForm>
    </>
  );
};
