import { FormattedDate, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import {
  sessionDeviceOf,
  type SessionDevice,
} from '../../../application/account-area/signed-in-sessions.view-model';
import type { SignedInSession } from '../../../application/ports/signed-in-sessions-gateway.port';
import { useSignedInSessions } from './use-signed-in-sessions';
import { Banner, RetryBanner } from '../../components/banner';
import { Button } from '../../components/button';
import { RowDetails, RowItem, RowList, SectionCard } from '../../components/row-list';
import { v } from '../../theme/css-variables';

const Section = styled(SectionCard)`
  margin-top: ${v.space[5]};
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
    <RowItem>
      <div>
        <p>
          <strong>{device}</strong>
        </p>
        <RowDetails>
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
        </RowDetails>
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
    </RowItem>
  );
};

/**
 * "Where you're signed in" (issue 28): each live session with its browser and system, when it
 * signed in and was last active, this one marked; sign out one of the others, or all of them.
 */
export const SignedInSessionsSection = () => {
  const [state, store] = useSignedInSessions();
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
          <RowList aria-label={intl.formatMessage({ id: 'sessions.listLabel' })}>
            {state.sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={state.busy}
                onSignOut={() => void store.signOut(session.id)}
              />
            ))}
          </RowList>
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
