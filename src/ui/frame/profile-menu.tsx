import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FrameUser } from '../../application/frame/portal-frame.use-case';
import type { NavigationViewModel } from '../../application/frame/navigation.view-model';
import { Menu } from '../components/menu';
import { v } from '../theme/css-variables';
import { useAskBeforeLeaving } from './leaving-site';
import { partnerMenuEntries, profileMenuEntries } from './menu-entries';

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${v.size.control};
  height: ${v.size.control};
  margin: calc(-1 * ${v.space[2]}) 0 calc(-1 * ${v.space[2]}) calc(-1 * ${v.space[3]});
  border-radius: ${v.radius.round};
  background: ${v.color.onBrand};
  color: ${v.color.brand};
  font-size: ${v.type.sm.size};
  font-weight: ${v.font.weightStrong};
  transform: scale(0.8);
`;

export interface ProfileMenuProps {
  readonly user: FrameUser;
  readonly navigation: NavigationViewModel;
  /** Below 1024 px the partner links join the menu (DESIGN.md "Frame"). */
  readonly withPartnerLinks: boolean;
}

/** The profile button (initials and first name) and its menu (spec §2 "Profile menu"). */
export const ProfileMenu = ({ user, navigation, withPartnerLinks }: ProfileMenuProps) => {
  const intl = useIntl();
  const ask = useAskBeforeLeaving();
  const own = profileMenuEntries(intl, navigation.profileMenu);
  const partners = withPartnerLinks ? partnerMenuEntries(intl, navigation.partnerLinks, ask) : [];
  // Sign out stays the last entry.
  const signOut = own.filter((entry) => entry.id === 'signOut');
  const entries = [...own.filter((entry) => entry.id !== 'signOut'), ...partners, ...signOut];
  return (
    <Menu
      label={
        <>
          <Avatar aria-hidden="true">{user.initials}</Avatar>
          <span>{user.firstName}</span>
        </>
      }
      entries={entries}
      variant="onBrand"
    />
  );
};
