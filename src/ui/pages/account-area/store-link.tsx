import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ExternalLinkIcon } from '../../components/icons';
import { Link } from '../../components/link';
import { VisuallyHidden } from '../../components/visually-hidden';
import type { MessageId } from '../../i18n/message-id';
import { WORD_SPACE } from '../../i18n/word-space';
import { v } from '../../theme/css-variables';

const Row = styled.p`
  margin: 0 0 ${v.space[5]};
`;

/** The online store's page for this list, in the country of the user's language preference. */
export const StoreLink = ({ url, labelId }: { url: string; labelId: MessageId }) => (
  <Row>
    <Link href={url} target="_blank" appearance="button" variant="secondary">
      <FormattedMessage id={labelId} />
      <ExternalLinkIcon size="small" />
      <VisuallyHidden>
        {WORD_SPACE}
        <FormattedMessage id="ui.newTab" />
      </VisuallyHidden>
    </Link>
  </Row>
);
