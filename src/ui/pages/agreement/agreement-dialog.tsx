import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { AgreementDialogViewModel } from '../../../application/agreements/agreements.view-model';
import { AgreementText } from '../../components/agreement-text';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { v } from '../../theme/css-variables';

const Version = styled.p`
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
`;

/**
 * §2 "product terms (accept or decline)" for one agreement of the page: its text (scrollable, and
 * reachable by keyboard), then the choice. A pending agreement is a decision: no Close, no Escape
 * (D-DASH-2's modal); a declined one may be accepted or left declined.
 */
export const AgreementDialog = ({
  dialog,
  onDecide,
  onClose,
}: {
  dialog: AgreementDialogViewModel | undefined;
  onDecide: (accepted: boolean) => void;
  onClose: () => void;
}) => (
  <Dialog
    open={dialog !== undefined}
    onClose={onClose}
    dismissable={dialog?.choice === 'acceptOrClose'}
    title={dialog?.title ?? null}
    actions={
      dialog === undefined ? undefined : (
        <>
          {/* A declined agreement's modal is dismissable: its own Close button leaves it declined. */}
          {dialog.choice === 'acceptOrDecline' && (
            <Button variant="secondary" disabled={dialog.deciding} onClick={() => onDecide(false)}>
              <FormattedMessage id="agreement.decline" />
            </Button>
          )}
          <Button busy={dialog.deciding} onClick={() => onDecide(true)}>
            <FormattedMessage id="agreement.accept" />
          </Button>
        </>
      )
    }
  >
    {dialog !== undefined && (
      <>
        <p>
          <FormattedMessage id="agreements.dialog.intro" values={{ product: dialog.productName }} />
        </p>
        <Version>
          <FormattedMessage id="agreements.version" values={{ version: dialog.version }} />
        </Version>
        {dialog.agreementText === undefined ? (
          <p>
            <FormattedMessage id="agreements.dialog.noText" />
          </p>
        ) : (
          // Focusable so that a keyboard user can scroll a long text.
          <AgreementText text={dialog.agreementText} product={dialog.productName} />
        )}
        {dialog.failed && (
          <Banner tone="error">
            <p>
              <FormattedMessage id="agreements.decisionFailed" />
            </p>
          </Banner>
        )}
      </>
    )}
  </Dialog>
);
