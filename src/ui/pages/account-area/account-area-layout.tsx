import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { toAccountNavigationViewModel } from '../../../application/account-area/account-navigation.view-model';
import { PortalFrame } from '../../../application/frame/portal-frame.use-case';
import { Heading } from '../../components/primitives';
import { useViewModel } from '../../hooks/use-view-model';
import type { MessageId } from '../../i18n/message-id';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';
import { AccountNavigation } from './account-navigation';
import { ROUTED_PATHS } from './routed-paths';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${v.space[5]};
  ${media.desktopUp} {
    grid-template-columns: minmax(${v.size.menuMin}, 1fr) 3fr;
    align-items: start;
    gap: ${v.space[6]};
  }
`;

const Content = styled.div`
  min-width: 0;
`;

/**
 * The frame of every account page: the sub-navigation (the profile menu's account entries for this
 * user) beside the page on desktop and above it on phones.
 */
export const AccountAreaLayout = ({
  titleId,
  children,
}: {
  /**
   * The page's h1, above the sub-navigation so it is read (and seen on phones) first. A page
   * that gives none draws its own h1 inside its content.
   */
  titleId?: MessageId;
  children: ReactNode;
}) => {
  const [frame] = useViewModel(PortalFrame);
  const { pathname } = useLocation();
  const items =
    frame.status === 'ready'
      ? toAccountNavigationViewModel(frame.navigation.profileMenu, ROUTED_PATHS, pathname)
      : [];
  return (
    <>
      {titleId !== undefined && (
        <Heading>
          <FormattedMessage id={titleId} />
        </Heading>
      )}
      <Columns>
        {items.length > 0 ? <AccountNavigation items={items} /> : <div />}
        <Content>{children}</Content>
      </Columns>
    </>
  );
};
