import { FormattedMessage } from 'react-intl';
import type {
  AgreementState,
  AgreementTone,
} from '../../../application/agreements/agreements.view-model';
import { Pill } from '../../components/pill';
import type { MessageId } from '../../i18n/message-id';

const LABELS: Readonly<Record<AgreementState, MessageId>> = {
  pending: 'agreements.state.pending',
  accepted: 'agreements.state.accepted',
  declined: 'agreements.state.declined',
};

/** The agreement's state in words and in its colour pair (never colour alone). */
export const AgreementStatePill = ({
  state,
  tone,
}: {
  state: AgreementState;
  tone: AgreementTone;
}) => (
  <Pill tone={tone}>
    <FormattedMessage id={LABELS[state]} />
  </Pill>
);
