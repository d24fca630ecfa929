import { useEffect } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CompanySelector } from '../../application/frame/company-selector.use-case';
import { PortalFrame } from '../../application/frame/portal-frame.use-case';
import { NotificationCentre } from '../../application/frame/notification-centre.use-case';
import type { NotificationItem } from '../../application/frame/notification-items';
import type { NotificationLink } from '../../application/ports/notifications.port';
import { Button } from '../components/button';
import { BellIcon } from '../components/icons';
import { Link } from '../components/link';
import { Popover } from '../components/popover';
import { Skeleton, SkeletonGroup } from '../components/skeleton';
import { VisuallyHidden } from '../components/visually-hidden';
import { useViewModel } from '../hooks/use-view-model';
import { notificationTextOf } from '../pages/notifications/notification-text';
import { v } from '../theme/css-variables';
import { WORD_SPACE } from '../i18n/word-space';

const BellLabel = styled.span`
  position: relative;
  display: inline-flex;
`;

const Count = styled.span`
  position: absolute;
  top: calc(-1 * ${v.space[2]});
  right: calc(-1 * ${v.space[2]});
  min-width: ${v.size.iconSmall};
  padding: 0 ${v.space[1]};
  border-radius: ${v.radius.round};
  background: ${v.color.error};
  color: ${v.color.onBrand};
  font-size: ${v.type.xs.size};
  line-height: ${v.type.xs.lineHeight};
  text-align: center;
`;

const Panel = styled.div`
  width: min(${v.size.panel}, calc(100vw - 2 * ${v.space[6]}));
`;

const List = styled.ul`
  max-height: 60vh;
  overflow-y: auto;
  margin: 0 calc(-1 * ${v.space[4]});
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $unread: boolean }>`
  padding: ${v.space[3]} ${v.space[4]};
  border-top: ${v.size.border} solid ${v.color.border};
  border-left: ${v.size.borderAccent} solid
    ${({ $unread }) => ($unread ? v.color.info : 'transparent')};
  p {
    margin: 0;
  }
`;

const Meta = styled.p`
  color: ${v.color.textMuted};
  font-size: ${v.type.xs.size};
  line-height: ${v.type.xs.lineHeight};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${v.space[2]};
  border-top: ${v.size.border} solid ${v.color.border};
  margin: 0 calc(-1 * ${v.space[4]});
  padding: ${v.space[3]} ${v.space[4]} 0;
`;

const CallToAction = ({ link, text }: { link: NotificationLink; text: string }) => {
  switch (link.kind) {
    case 'portal':
      return <RouterLink to={link.path}>{text}</RouterLink>;
    case 'external':
      return (
        <a href={link.url} target="_blank" rel="noopener noreferrer">
          {text}
          <VisuallyHidden>
            {WORD_SPACE}
            <FormattedMessage id="ui.newTab" />
          </VisuallyHidden>
        </a>
      );
    case 'product':
      // The product's own tile on My Apps is where it is opened or bought.
      return <RouterLink to="/">{text}</RouterLink>;
  }
};

const Entry = ({ item }: { item: NotificationItem }) => {
  const intl = useIntl();
  const text = notificationTextOf(intl, item.text);
  if (text === undefined) return null;
  const ctaText =
    item.cta === undefined
      ? undefined
      : notificationTextOf(intl, { kind: 'message', id: item.cta.linkText, values: {} });
  return (
    <Item $unread={!item.read}>
      {!item.read && (
        <VisuallyHidden>
          <FormattedMessage id="bell.unread" />
          {WORD_SPACE}
        </VisuallyHidden>
      )}
      <p>
        {item.bold !== undefined && <strong>{item.bold} </strong>}
        {text}
      </p>
      {item.createdAt !== undefined && (
        <Meta>
          <FormattedDate value={item.createdAt} day="numeric" month="short" year="numeric" />
        </Meta>
      )}
      {item.cta !== undefined && ctaText !== undefined && (
        <p>
          <CallToAction link={item.cta.link} text={ctaText} />
        </p>
      )}
    </Item>
  );
};

const PanelContent = () => {
  const [state, centre] = useViewModel(NotificationCentre);
  switch (state.status) {
    case 'loading':
      return (
        <SkeletonGroup>
          <Skeleton $shape="text" />
          <Skeleton $shape="text" $width="80%" />
          <Skeleton $shape="text" $width="60%" />
        </SkeletonGroup>
      );
    case 'failed':
      return (
        <>
          <p role="alert">
            <FormattedMessage id="error.genericShort" />
          </p>
          <Button variant="secondary" onClick={() => void centre.load()}>
            <FormattedMessage id="frame.tryAgain" />
          </Button>
        </>
      );
    case 'ready':
      return (
        <>
          {state.failure !== undefined && (
            <p role="alert">
              <FormattedMessage id="error.genericShort" />
            </p>
          )}
          {state.notifications.length === 0 ? (
            <p>
              <FormattedMessage id="bell.empty" />
            </p>
          ) : (
            <List>
              {state.notifications.map((item) => (
                <Entry key={item.id} item={item} />
              ))}
            </List>
          )}
          <Footer>
            <Link to="/notifications">
              <FormattedMessage id="notifications.viewAll" />
            </Link>
            {state.notifications.length > 0 && (
              <Button variant="tertiary" busy={state.updating} onClick={() => void centre.clear()}>
                <FormattedMessage id="bell.clearAll" />
              </Button>
            )}
          </Footer>
        </>
      );
  }
};

/**
 * The header's bell (spec §2, §6): the unread count, and a panel with the user's notifications;
 * opening it marks them read, Clear all removes them (new ones accumulate afterwards, §4).
 */
export const Bell = () => {
  const intl = useIntl();
  const [state, centre] = useViewModel(NotificationCentre);
  const [selection] = useViewModel(CompanySelector);
  const [frame] = useViewModel(PortalFrame);
  const productPagesUrl = frame.status === 'ready' ? frame.productPagesUrl : undefined;
  // Another page closes the panel: its links ("View all notifications", a call to action) lead
  // away from it, and the frame around the page stays.
  const { pathname } = useLocation();

  useEffect(() => {
    void centre.load();
  }, [centre]);

  // The AAA diploma offer follows the selected company's entitlements.
  useEffect(() => {
    centre.showFor(
      selection.status === 'ready' ? selection.entitlements : undefined,
      productPagesUrl,
    );
  }, [centre, selection, productPagesUrl]);

  const unread = state.status === 'ready' ? state.unreadCount : 0;
  return (
    <Popover
      key={pathname}
      variant="onBrand"
      triggerName={intl.formatMessage({ id: 'bell.label' }, { count: unread })}
      label={
        <BellLabel>
          <BellIcon />
          {unread > 0 && (
            <Count aria-hidden="true">
              <FormattedMessage
                id="bell.badgeCount"
                values={{ count: Math.min(unread, 99), more: unread > 99 ? 'yes' : 'no' }}
              />
            </Count>
          )}
        </BellLabel>
      }
      title={<FormattedMessage id="bell.title" />}
      onOpenChange={(open) => {
        if (open) void centre.markAllRead();
      }}
    >
      <Panel>
        <PanelContent />
      </Panel>
    </Popover>
  );
};
