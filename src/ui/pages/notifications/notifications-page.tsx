import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { TOKENS } from '../../../application/app.tokens';
import { NotificationCentre } from '../../../application/frame/notification-centre.use-case';
import { toNotificationsPageViewModel } from '../../../application/notifications/notifications-page.view-model';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { BellIcon } from '../../components/icons';
import { Link } from '../../components/link';
import { Card, Heading, Muted } from '../../components/primitives';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { useInjection } from '../../di/injection';
import { useViewModel } from '../../hooks/use-view-model';
import { v } from '../../theme/css-variables';
import { NotificationEntry } from './notification-entry';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${v.space[2]} ${v.space[4]};
  margin-bottom: ${v.space[5]};
  h1 {
    margin-bottom: ${v.space[1]};
  }
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${v.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${v.space[5]};
`;

const Empty = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${v.space[4]};
  text-align: center;
  color: ${v.color.textMuted};
  p {
    margin: 0;
    color: ${v.color.text};
  }
`;

const EntrySkeleton = styled(Card)`
  display: grid;
  gap: ${v.space[2]};
`;

const Loading = () => (
  <SkeletonGroup>
    {[0, 1, 2].map((index) => (
      <EntrySkeleton key={index}>
        <Skeleton $shape="text" $width="30%" />
        <Skeleton $shape="text" />
        <Skeleton $shape="text" $width="60%" />
      </EntrySkeleton>
    ))}
  </SkeletonGroup>
);

/**
 * /notifications, the view-all page (spec §2 "notifications (list and view-all page)", §4
 * "Notifications accumulate and can be cleared"): every notification of the user, newest first,
 * older ones page by page; opening it marks them read as the bell's panel does (D-NOTIF-8).
 */
const NotificationsPage = () => {
  const [state, centre] = useViewModel(NotificationCentre);
  const clock = useInjection(TOKENS.Clock);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const model = toNotificationsPageViewModel(state, clock.now());
  /** After "Show more": how many entries were shown before, to focus the first one added. */
  const [moreShown, setMoreShown] = useState<{ readonly after: number } | undefined>(undefined);

  useEffect(() => {
    void centre.openAll();
    return () => centre.leaveAll();
  }, [centre]);

  useEffect(() => {
    if (moreShown === undefined) return;
    // Straight to the first notification added, rather than back to the top of the list.
    const first = list.current?.children.item(moreShown.after);
    if (first instanceof HTMLElement) first.focus();
  }, [moreShown]);

  const clearAll = async () => {
    await centre.clear();
    // The list and its button are gone once cleared: the heading keeps the focus on the page.
    const after = centre.snapshot;
    if (after.status === 'ready' && after.notifications.length === 0) heading.current?.focus();
  };

  const showMore = async () => {
    const shown = list.current?.children.length ?? 0;
    await centre.showOlder();
    setMoreShown({ after: shown });
  };

  const hasEntries = model.status === 'ready' && model.entries.length > 0;
  return (
    <>
      <Head>
        <div>
          <Heading id={headingId} ref={heading} tabIndex={-1}>
            <FormattedMessage id="notifications.page.title" />
          </Heading>
          <Muted>
            <FormattedMessage id="notifications.page.intro" />
          </Muted>
        </div>
        {hasEntries && (
          <Button variant="secondary" busy={model.busy} onClick={() => void clearAll()}>
            <FormattedMessage id="notifications.page.clearAll" />
          </Button>
        )}
      </Head>
      {model.status === 'loading' && <Loading />}
      {model.status === 'failed' && (
        <Banner
          tone="error"
          action={
            <Button variant="secondary" onClick={() => void centre.openAll()}>
              <FormattedMessage id="frame.tryAgain" />
            </Button>
          }
        >
          <p>
            <FormattedMessage id="error.genericShort" />
          </p>
        </Banner>
      )}
      {model.status === 'ready' && (
        <>
          {model.failure !== undefined && (
            <Banner tone="error">
              <p>
                <FormattedMessage id="error.genericShort" />
              </p>
            </Banner>
          )}
          {model.entries.length === 0 ? (
            <Empty role="status">
              <BellIcon size="large" />
              <p>
                <FormattedMessage id="notifications.page.empty" />
              </p>
              <Link to="/" appearance="button" variant="secondary">
                <FormattedMessage id="notifications.page.emptyAction" />
              </Link>
            </Empty>
          ) : (
            <List ref={list} aria-labelledby={headingId}>
              {model.entries.map((entry) => (
                <NotificationEntry key={entry.id} entry={entry} />
              ))}
            </List>
          )}
          {model.showMore !== 'hidden' && (
            <More>
              <Button
                variant="secondary"
                busy={model.showMore === 'loading'}
                onClick={() => void showMore()}
              >
                <FormattedMessage id="notifications.page.showMore" />
              </Button>
            </More>
          )}
        </>
      )}
    </>
  );
};

export default NotificationsPage;
