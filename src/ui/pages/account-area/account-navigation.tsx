import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type {
  AccountAreaEntry,
  AccountNavigationItem,
} from '../../../application/account-area/account-navigation.view-model';
import { Link } from '../../components/link';
import { NewTabHint } from '../../components/new-tab-hint';
import type { MessageId } from '../../i18n/message-id';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';

const ENTRY_LABEL: Readonly<Record<AccountAreaEntry, MessageId>> = {
  account: 'accountArea.nav.account',
  changePassword: 'accountArea.nav.changePassword',
  subscriptions: 'accountArea.nav.subscriptions',
  orders: 'accountArea.nav.orders',
  legal: 'accountArea.nav.legal',
  customerSupport: 'accountArea.nav.support',
  mfaOptions: 'accountArea.nav.mfaOptions',
};

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${v.space[2]};
  ${media.desktopUp} {
    flex-direction: column;
    gap: ${v.space[1]};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${v.space[2]};
    min-height: ${v.size.control};
    padding: 0 ${v.space[3]};
    border-radius: ${v.radius.control};
    border: ${v.size.border} solid ${v.color.border};
    background: ${v.color.surface};
    color: ${v.color.brand};
    font-weight: ${v.font.weightStrong};
    text-decoration: none;
    ${media.desktopUp} {
      display: flex;
      border-color: transparent;
      background: transparent;
      border-left: ${v.size.borderAccent} solid transparent;
      border-radius: 0;
    }
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    background: ${v.color.brand};
    color: ${v.color.onBrand};
    ${media.desktopUp} {
      background: ${v.color.surfaceSunken};
      color: ${v.color.text};
      border-left-color: ${v.color.brand};
    }
  }
`;

/**
 * The account area's sub-navigation (spec §2 "Account area"): a list of links, wrapped into rows
 * on phones and a side list on desktop; the page shown is marked as current.
 */
export const AccountNavigation = ({ items }: { items: readonly AccountNavigationItem[] }) => {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'accountArea.nav.label' })}>
      <List>
        {items.map(({ entry, target }) => (
          <li key={entry}>
            {target.kind === 'route' ? (
              <Link to={target.path} aria-current={target.current ? 'page' : undefined}>
                <FormattedMessage id={ENTRY_LABEL[entry]} />
              </Link>
            ) : (
              <Link href={target.url} target={target.newTab ? '_blank' : undefined}>
                <FormattedMessage id={ENTRY_LABEL[entry]} />
                {target.newTab && <NewTabHint />}
              </Link>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
};
