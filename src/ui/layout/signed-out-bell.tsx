import { FormattedMessage, useIntl } from 'react-intl';
import { BellIcon } from '../components/icons';
import { Link } from '../components/link';
import { Popover } from '../components/popover';

/**
 * The bell of a signed-out page (spec §6 "a logged-out one toggles a local menu"): there are no
 * notifications to show, so its menu says where they are and offers to sign in.
 */
export const SignedOutBell = () => {
  const intl = useIntl();
  return (
    <Popover
      variant="onBrand"
      triggerName={intl.formatMessage({ id: 'bell.title' })}
      label={<BellIcon />}
      title={<FormattedMessage id="bell.title" />}
    >
      <p>
        <FormattedMessage id="bell.signedOut" />
      </p>
      <Link to="/" appearance="button">
        <FormattedMessage id="bell.signIn" />
      </Link>
    </Popover>
  );
};
