import { FormattedMessage } from 'react-intl';
import { TOKENS } from '../../application/app.tokens';
import { useInjection } from '../di/injection';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Link } from '../components/link';
import styled from 'styled-components';
import { Heading, NarrowCard, PrimaryButton } from '../components/primitives';
import { PortalPage } from '../layout/portal-page';
import { v } from '../theme/css-variables';
import type { MessageId } from '../i18n/message-id';

/** What went wrong, as the error page tells it: each kind has its own message id. */
export type RouteErrorKind = 'notFound' | 'chunkFailed' | 'unexpected';

/** A page's code that did not arrive (offline, a deploy replaced the chunk) is told apart from a bug. */
export const routeErrorKind = (error: unknown): RouteErrorKind => {
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound';
  if (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /loading (css )?chunk/i.test(error.message))
  ) {
    return 'chunkFailed';
  }
  return 'unexpected';
};

const MESSAGE_IDS: Record<RouteErrorKind, MessageId> = {
  notFound: 'notFound.heading',
  chunkFailed: 'routeError.chunkFailed',
  unexpected: 'error.generic',
};

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${v.space[3]};
  margin-top: ${v.space[5]};
`;

/**
 * The route's error element (react-router `errorElement`): the spec's message, a way to try again
 * (a reload, which also fetches a chunk a deploy replaced) and a way home. Never a blank page.
 */
export const RouteErrorPage = () => {
  const kind = routeErrorKind(useRouteError());
  const navigator = useInjection(TOKENS.Navigator);
  return (
    <PortalPage>
      <NarrowCard role={kind === 'notFound' ? undefined : 'alert'}>
        <Heading>
          <FormattedMessage id={MESSAGE_IDS[kind]} />
        </Heading>
        <Actions>
          {kind !== 'notFound' && (
            <PrimaryButton type="button" onClick={() => navigator.reload()}>
              <FormattedMessage id="routeError.tryAgain" />
            </PrimaryButton>
          )}
          <Link to="/">
            <FormattedMessage id="notFound.home" />
          </Link>
        </Actions>
      </NarrowCard>
    </PortalPage>
  );
};
