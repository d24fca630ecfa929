import { FormattedMessage } from 'react-intl';
import type { NotificationLink } from '../../../application/ports/notifications.port';
import { ChevronRightIcon, ExternalLinkIcon } from '../../components/icons';
import { Link } from '../../components/link';
import { VisuallyHidden } from '../../components/visually-hidden';
import { WORD_SPACE } from '../../i18n/word-space';

/**
 * A notification's call to action (§3 ctaLearn, ctaPurchase): a portal page through the router,
 * another site in a new tab (said to screen readers), or a product the portal derived the
 * notification for, whose tile on My Apps is where it is opened or bought.
 */
export const NotificationCallToAction = ({
  link,
  text,
}: {
  link: NotificationLink;
  text: string;
}) => {
  switch (link.kind) {
    case 'portal':
      return (
        <Link to={link.path}>
          {text}
          <ChevronRightIcon size="small" />
        </Link>
      );
    case 'external':
      return (
        <Link href={link.url} target="_blank">
          {text}
          <ExternalLinkIcon size="small" />
          <VisuallyHidden>
            {WORD_SPACE}
            <FormattedMessage id="ui.newTab" />
          </VisuallyHidden>
        </Link>
      );
    case 'product':
      return (
        <Link to="/">
          {text}
          <ChevronRightIcon size="small" />
        </Link>
      );
  }
};
