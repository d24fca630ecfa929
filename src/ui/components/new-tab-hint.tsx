import { FormattedMessage } from 'react-intl';
import { WORD_SPACE } from '../i18n/word-space';
import { ExternalLinkIcon } from './icons';
import { VisuallyHidden } from './visually-hidden';

/** What ends a link that opens a new tab: the icon, and "(opens in a new tab)" for screen readers. */
export const NewTabHint = () => (
  <>
    <ExternalLinkIcon size="small" />
    <VisuallyHidden>
      {WORD_SPACE}
      <FormattedMessage id="ui.newTab" />
    </VisuallyHidden>
  </>
);
