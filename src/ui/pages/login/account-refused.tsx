import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Registration } from '../../../application/registration/registration.use-case';
import type { CallbackRefusal } from '../../../application/sign-in/callback-refusal';
import { SPEC_ROUTES } from '../../../domain/navigation/route-access';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { NEEDS_SCRIPT } from '../../components/needs-script';
import { Heading } from '../../components/primitives';
import { useInjection } from '../../di/injection';
import { v } from '../../theme/css-variables';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${v.space[3]};
  margin-top: ${v.space[4]};
`;

const signInPathFor = (email: string | undefined): string =>
  email === undefined
    ? SPEC_ROUTES.login.path
    : `${SPEC_ROUTES.login.path}?${new URLSearchParams({ uid: email }).toString()}`;

/**
 * Spec §8 "Please verify your email." and "Authentication Failed: Password expired.": the portal
 * opened no session for the account's state, says so as the page's heading, and what to do
 * (D-AUTH-8): send the code that verifies the email, or sign in with the password, which asks for
 * a new one.
 */
export const AccountRefused = ({
  refusal,
}: {
  refusal: Extract<CallbackRefusal, { kind: 'account' }>;
}) => {
  const registration = useInjection(Registration);
  const [sending, setSending] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const { email } = refusal;

  const sendCode = async (address: string) => {
    setSending(true);
    setSendFailed(false);
    const sent = await registration.verifyExistingAccount(address);
    setSending(false);
    setSendFailed(!sent);
  };

  return (
    <>
      <Heading>
        <FormattedMessage id={refusal.messageId} />
      </Heading>
      {sendFailed && (
        <Banner tone="error">
          <FormattedMessage id="error.generic" />
        </Banner>
      )}
      <Actions>
        {refusal.messageId === 'auth.verifyEmail' && email !== undefined && (
          <Button
            busy={sending}
            width="phone"
            onClick={() => void sendCode(email)}
            {...NEEDS_SCRIPT}
          >
            <FormattedMessage id="signIn.verifyEmail.sendCode" />
          </Button>
        )}
        {refusal.messageId === 'auth.passwordExpiredAuthentication' ? (
          <Link to={signInPathFor(email)} appearance="button" width="phone">
            <FormattedMessage id="signIn.passwordExpired.signInWithPassword" />
          </Link>
        ) : (
          <Link to={signInPathFor(email)}>
            <FormattedMessage id="signIn.tryAgain" />
          </Link>
        )}
      </Actions>
    </>
  );
};
