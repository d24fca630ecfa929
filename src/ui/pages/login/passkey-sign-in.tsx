import { useEffect, useRef, useState } from 'react';
import { useBrowserCapability } from '../../hooks/use-browser-capability';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { TOKENS } from '../../../application/app.tokens';
import type { SignInState } from '../../../application/sign-in/sign-in.state';
import { Button } from '../../components/button';
import { useInjection } from '../../di/injection';
import { v } from '../../theme/css-variables';

const Or = styled.p`
  display: flex;
  align-items: center;
  gap: ${v.space[2]};
  margin: ${v.space[3]} 0;
  color: ${v.color.textMuted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: ${v.size.border} solid ${v.color.border};
  }
`;

/**
 * "Sign in with a passkey" under the login form (issue 28, D-MFA-12): one button that opens the
 * browser's prompt, shown where the browser can use passkeys at all.
 */
export const PasskeySignInButton = ({
  state,
  onSignIn,
}: {
  readonly state: SignInState;
  readonly onSignIn: () => void;
}) => {
  const supported = useBrowserCapability(useInjection(TOKENS.Passkeys).supported);
  // Not known yet (the server's markup, before hydration): drawn but disabled, so that the page
  // does not shift when it turns out the browser can.
  if (supported === false) return null;
  const waiting = state.passkeyPrompt === true;
  return (
    <>
      <Or>
        <FormattedMessage id="mfa.signIn.or" />
      </Or>
      <Button
        variant="secondary"
        width="full"
        busy={waiting}
        disabled={supported === undefined || (state.submitting && !waiting)}
        onClick={onSignIn}
      >
        <FormattedMessage
          id={waiting ? 'mfa.signIn.withPasskeyWorking' : 'mfa.signIn.withPasskey'}
        />
      </Button>
    </>
  );
};

/**
 * Offers the user's passkeys in the username field's autofill while the login form is shown, where
 * the browser can (conditional mediation): `start` waits for the passkey the user picks. Answers
 * whether the offer is on, for the username field's `autocomplete` ("username webauthn"), which
 * must say so before the offer starts.
 */
export const usePasskeyAutofill = (
  interaction: string | null,
  shown: boolean,
  start: (interactionId: string) => void,
): boolean => {
  const passkeys = useInjection(TOKENS.Passkeys);
  const [offered, setOffered] = useState(false);
  const latest = useRef(start);
  useEffect(() => {
    latest.current = start;
  });
  useEffect(() => {
    let live = true;
    void passkeys.autofillSupported().then((supported) => {
      if (live) setOffered(supported);
    });
    return () => {
      live = false;
    };
  }, [passkeys]);
  useEffect(() => {
    if (interaction === null || !shown || !offered) return;
    latest.current(interaction);
    // The form is gone (the second step, another page): its offer must not sign anyone in.
    return () => passkeys.cancel();
  }, [interaction, shown, offered, passkeys]);
  return offered;
};
