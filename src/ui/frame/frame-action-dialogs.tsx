import { FormattedMessage } from 'react-intl';
import {
  FrameActions,
  type FrameActionState,
} from '../../application/frame/frame-actions.use-case';
import { agreementPromptParts } from '../components/agreement-text';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { useViewModel } from '../hooks/use-view-model';

type Shown = Extract<FrameActionState, { status: 'agreement' | 'declined' | 'failed' }>;

const isShown = (state: FrameActionState): state is Shown =>
  state.status === 'agreement' || state.status === 'declined' || state.status === 'failed';

/**
 * What a Credit or Marketing Hub click may need to ask or say (spec §4, §8), in one modal whose
 * content follows the click: the agreement prompt (a decision: no Close, no Escape), then access
 * unavailable after declining, or a failure.
 */
export const FrameActionDialogs = () => {
  const [state, actions] = useViewModel(FrameActions);
  const shown = isShown(state) ? state : undefined;
  const close = () => actions.dismiss();
  const closeButton = (
    <Button onClick={close}>
      <FormattedMessage id="agreement.close" />
    </Button>
  );

  const content = () => {
    switch (shown?.status) {
      case undefined:
        return { title: null, body: null, actions: undefined };
      case 'agreement':
        return agreementPromptParts({
          productName: shown.productName,
          agreementText: shown.agreementText,
          deciding: shown.deciding,
          onDecide: (accepted) => void actions.decideAgreement(accepted),
        });
      case 'declined':
        return {
          title: <FormattedMessage id="agreement.declinedTitle" />,
          body: (
            <p>
              <FormattedMessage id="terms.declined" />
            </p>
          ),
          actions: closeButton,
        };
      case 'failed':
        return {
          title: <FormattedMessage id="frame.actionFailedTitle" />,
          body: (
            <p>
              <FormattedMessage id="error.generic" />
            </p>
          ),
          actions: closeButton,
        };
    }
  };
  const { title, body, actions: buttons } = content();

  return (
    <Dialog
      open={shown !== undefined}
      onClose={close}
      dismissable={shown?.status !== 'agreement'}
      title={title}
      actions={buttons}
    >
      {body}
    </Dialog>
  );
};
