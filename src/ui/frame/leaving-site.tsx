import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PartnerLinkViewModel } from '../../application/frame/navigation.view-model';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { Link } from '../components/link';
import { VisuallyHidden } from '../components/visually-hidden';
import { PARTNER_LABEL } from './entry-labels';
import { WORD_SPACE } from '../i18n/word-space';

type AskBeforeLeaving = (partner: PartnerLinkViewModel) => void;

const LeavingSiteContext = createContext<AskBeforeLeaving | undefined>(undefined);

/** Opens the leaving-site modal for a partner link (spec §2 "leaving-site for partner sites"). */
export const useAskBeforeLeaving = (): AskBeforeLeaving => {
  const ask = useContext(LeavingSiteContext);
  if (ask === undefined) throw new Error('useAskBeforeLeaving outside LeavingSiteProvider');
  return ask;
};

export interface LeavingSiteProviderProps {
  /**
   * A partner link was clicked: spec §2 tracks "each click" as "<link>Clicked", so this runs on the
   * click itself, before the modal asks, whatever the user then chooses (D-FRAME-10).
   */
  readonly onPartnerClick: (partner: PartnerLinkViewModel) => void;
  readonly children: ReactNode;
}

/**
 * The leaving-site modal every partner link goes through, wherever it sits (header, profile menu,
 * mobile panel): the click is tracked, then Cancel stays and Continue opens the partner's site in a
 * new tab. Continue is a real link, so the browser opens the tab from the user's own click and no
 * popup blocker interferes.
 */
export const LeavingSiteProvider = ({ onPartnerClick, children }: LeavingSiteProviderProps) => {
  const intl = useIntl();
  const [partner, setPartner] = useState<PartnerLinkViewModel | undefined>(undefined);
  const ask = useCallback<AskBeforeLeaving>(
    (clicked) => {
      onPartnerClick(clicked);
      setPartner(clicked);
    },
    [onPartnerClick],
  );
  const name =
    partner === undefined ? '' : intl.formatMessage({ id: PARTNER_LABEL[partner.link].name });
  return (
    <LeavingSiteContext.Provider value={ask}>
      {children}
      <Dialog
        open={partner !== undefined}
        onClose={() => setPartner(undefined)}
        title={<FormattedMessage id="leavingSite.title" />}
        actions={
          partner !== undefined && (
            <>
              <Button variant="secondary" onClick={() => setPartner(undefined)}>
                <FormattedMessage id="leavingSite.cancel" />
              </Button>
              <Link
                href={partner.url}
                target="_blank"
                appearance="button"
                onClick={() => setPartner(undefined)}
              >
                <FormattedMessage id="leavingSite.continue" values={{ partner: name }} />
                <VisuallyHidden>
                  {WORD_SPACE}
                  <FormattedMessage id="ui.newTab" />
                </VisuallyHidden>
              </Link>
            </>
          )
        }
      >
        {partner !== undefined && (
          <>
            <p>
              <FormattedMessage id={PARTNER_LABEL[partner.link].info} />
            </p>
            <p>
              <FormattedMessage id="leavingSite.text" values={{ partner: name }} />
            </p>
          </>
        )}
      </Dialog>
    </LeavingSiteContext.Provider>
  );
};
