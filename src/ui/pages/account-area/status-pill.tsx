import { FormattedMessage } from 'react-intl';
import type { StatusTone } from '../../../application/account-area/purchase-history.view-model';
import { Pill } from '../../components/pill';
import type { MessageId } from '../../i18n/message-id';

/** A state in words and its colour pair (the words alone say it). */
export const StatusPill = ({ tone, labelId }: { tone: StatusTone; labelId: MessageId }) => (
  <Pill tone={tone}>
    <FormattedMessage id={labelId} />
  </Pill>
);
