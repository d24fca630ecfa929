import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PrimaryButton } from '../components/primitives';
import { v } from '../theme/css-variables';
import { media } from '../theme/tokens';
import { SIGN_OUT_INTENT } from './sign-out-intent';

const Panel = styled.section`
  position: sticky;
  top: 0;
  z-index: ${v.z.modal};
  background: ${v.color.warningBg};
  color: ${v.color.text};
  border-bottom: ${v.size.borderAccent} solid ${v.color.warning};
  box-shadow: ${v.shadow.modal};
  padding: ${v.space[4]};
  h2 {
    margin: 0 0 ${v.space[2]};
    font-size: ${v.type.lg.size};
    line-height: ${v.type.lg.lineHeight};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${v.space[3]};
  margin-top: ${v.space[3]};
  ${media.smallTabletUp} {
    flex-direction: row;
    button {
      width: auto;
      padding: 0 ${v.space[5]};
    }
  }
`;

const SecondaryButton = styled(PrimaryButton)`
  background: ${v.color.surface};
  color: ${v.color.brand};
  border: ${v.size.border} solid ${v.color.brand};
  &:hover {
    background: ${v.color.surfaceSubtle};
  }
`;

/**
 * Two minutes before the session ends (WCAG 2.2.1 "Timing Adjustable"): stay signed in, which
 * renews the session, or sign out. It takes focus so that a screen reader announces it at once.
 */
export const SessionExpiryWarning = ({ onStay }: { onStay: () => void }) => {
  const navigate = useNavigate();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <Panel
      ref={panel}
      role="alertdialog"
      aria-labelledby="session-expiry-heading"
      aria-describedby="session-expiry-text"
      tabIndex={-1}
    >
      <h2 id="session-expiry-heading">
        <FormattedMessage id="session.expiringHeading" />
      </h2>
      <p id="session-expiry-text">
        <FormattedMessage id="session.expiringText" />
      </p>
      <Actions>
        <PrimaryButton type="button" onClick={onStay}>
          <FormattedMessage id="session.staySignedIn" />
        </PrimaryButton>
        <SecondaryButton
          type="button"
          onClick={() => void navigate('/logout', { state: SIGN_OUT_INTENT })}
        >
          <FormattedMessage id="logout.confirm" />
        </SecondaryButton>
      </Actions>
    </Panel>
  );
};
