import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { TOKENS } from '../../../application/app.tokens';
import { SignedInSessions } from '../../../application/account-area/signed-in-sessions.use-case';
import {
  sessionDeviceOf,
  type SessionDevice,
} from '../../../application/account-area/signed-in-sessions.view-model';
import type { SignedInSession } from '../../../application/ports/signed-in-sessions.port';
import { Banner, RetryBanner } from '../../components/banner';
import { Button } from '../../components/button';
import { Card } from '../../components/primitives';
import { useInjection } from '../../di/injection';
import { useStore } from '../../hooks/use-view-model';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';

const Section = styled(Card)`
  display: grid;
  gap: ${v.space[3]};
  margin-top: ${v.space[5]};
  h2 {
    font-size: ${v.type.lg.size};
    line-height: ${v.type.lg.lineHeight};
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${v.space[3]};
`;

const Item = styled.li`
  display: grid;
  gap: ${v.space[2]};
  padding: ${v.space[4]};
  border: ${v.size.border} solid ${v.color.border};
  border-radius: ${v.radius.control};
  ${media.smallTabletUp} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Details = styled.p`
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
  span + span::before {
    content: ' · ';
  }
`;

const WHEN = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' } as const;

const deviceText = (intl: IntlShape, device: SessionDevice): string => {
  switch (device.kind) {
    case 'both':
      return intl.formatMessage({ id: 'sessions.device' }, device);
    case 'one':
      return device.name;
    case 'unknown':
      return intl.formatMessage({ id: 'sessions.unknownDevice' });
  }
};

const SessionItem = ({
  session,
  busy,
  onSignOut,
}: {
  readonly session: SignedInSession;
  readonly busy: boolean;
  readonly onSignOut: () => void;
}) => {
  const intl = useIntl();
  const device = deviceText(intl, sessionDeviceOf(session));
  return (
    <Item>
      <div>
        <p>
          <strong>{device}</strong>
        </p>
        <Details>
          {session.current && (
            <span>
              <FormattedMessage id="sessions.current" />
            </span>
          )}
          <span>
            <FormattedMessage
              id="sessions.signedInAt"
              values={{ date: <FormattedDate value={session.signedInAt} {...WHEN} /> }}
            />
          </span>
          <span>
            <FormattedMessage
              id="sessions.lastActive"
              values={{ date: <FormattedDate value={session.lastActiveAt} {...WHEN} /> }}
            />
          </span>
        </Details>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={intl.formatMessage(
            { id: 'sessions.signOutNamed' },
            { device, date: intl.formatDate(session.lastActiveAt, WHEN) },
          )}
          onClick={onSignOut}
        >
          <FormattedMessage id="sessions.signOut" />
        </Button>
      )}
    </Item>
  );
};

/**
 * "Where you're signed in" (issue 28): each live session with its browser and system, when it
 * signed in and was last active, this one marked; sign out one of the others, or all of them.
 */
export const SignedInSessionsSection = () => {
  const gateway = useInjection(TOKENS.SignedInSessions);
  const [store] = useState(() => new SignedInSessions(gateway));
  useEffect(() => {
    void store.open();
    return () => store.dispose();
  }, [store]);
  const state = useStore(store);
  const intl = useIntl();
  return (
    <Section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">
        <FormattedMessage id="sessions.heading" />
      </h2>
      <p>
        <FormattedMessage id="sessions.intro" />
      </p>
      {state.screen === 'error' && (
        <RetryBanner
          messageId="error.generic"
          retryId="accountArea.retry"
          onRetry={() => void store.open()}
        />
      )}
      {state.screen === 'ready' && (
        <>
          {state.notice !== undefined && (
            <Banner tone="success">
              {state.notice.kind === 'signedOut' ? (
                <FormattedMessage id="sessions.signedOut" />
              ) : (
                <FormattedMessage
                  id="sessions.signedOutOthers"
                  values={{ count: state.notice.count }}
                />
              )}
            </Banner>
          )}
          {state.error !== undefined && (
            <Banner tone="error">
              <FormattedMessage id={state.error} />
            </Banner>
          )}
          <List aria-label={intl.formatMessage({ id: 'sessions.listLabel' })}>
            {state.sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={state.busy}
                onSignOut={() => void store.signOut(session.id)}
              />
            ))}
          </List>
          {state.sessions.some((session) => !session.current) ? (
            <div>
              <Button variant="danger" busy={state.busy} onClick={() => void store.signOutOthers()}>
                <FormattedMessage id="sessions.signOutOthers" />
              </Button>
            </div>
          ) : (
            <p>
              <FormattedMessage id="sessions.onlyThis" />
            </p>
          )}
        </>
      )}
    </Section>
  );
};
