import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { ResendViewModel } from '../../../application/registration/verify-email.view-model';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Muted } from '../../components/primitives';
import { v } from '../../theme/css-variables';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${v.space[3]};
  margin-top: ${v.space[5]};
`;

const Countdown = styled(Muted)`
  margin: 0;
  flex-basis: 100%;
`;

/** Under a minute and a half the wait is told in seconds; beyond it (the hourly limit), in minutes. */
const SECONDS_SHOWN_UP_TO = 90;

const CountdownText = ({ secondsLeft }: { secondsLeft: number }) => {
  if (secondsLeft === 0) return <FormattedMessage id="registration.verifyEmail.resendNow" />;
  return secondsLeft <= SECONDS_SHOWN_UP_TO ? (
    <FormattedMessage
      id="registration.verifyEmail.resendInSeconds"
      values={{ seconds: secondsLeft }}
    />
  ) : (
    <FormattedMessage
      id="registration.verifyEmail.resendInMinutes"
      values={{ minutes: Math.ceil(secondsLeft / 60) }}
    />
  );
};

export interface ResendCodeProps {
  readonly resend: ResendViewModel;
  readonly onResend: () => void;
  /** "Change email": absent for an existing account's address, which is not the user's to change. */
  readonly onChangeEmail?: (() => void) | undefined;
}

/** "Resend code" with its visible cooldown (D-REG-UI-3), and "Change email". */
export const ResendCode = ({ resend, onResend, onChangeEmail }: ResendCodeProps) => (
  <>
    {resend.notice !== undefined && (
      <Banner tone={resend.notice.tone}>
        <FormattedMessage id={resend.notice.messageId} />
      </Banner>
    )}
    <Row>
      {/* The countdown is read with the button, not announced each second. */}
      <Countdown id="resend-countdown">
        <CountdownText secondsLeft={resend.secondsLeft} />
      </Countdown>
      <Button
        variant="secondary"
        busy={resend.sending}
        disabled={resend.secondsLeft > 0}
        aria-describedby="resend-countdown"
        onClick={onResend}
      >
        <FormattedMessage
          id={
            resend.sending
              ? 'registration.verifyEmail.resending'
              : 'registration.verifyEmail.resend'
          }
        />
      </Button>
      {onChangeEmail !== undefined && (
        <Button variant="tertiary" onClick={onChangeEmail}>
          <FormattedMessage id="registration.verifyEmail.changeEmail" />
        </Button>
      )}
    </Row>
  </>
);
