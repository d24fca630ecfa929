import { FormattedMessage } from 'react-intl';
import { PartnerOffers } from '../../../application/dashboard/partner-offers.use-case';
import { PARTNER_NAMES } from '../../../domain/navigation/partner-offers';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Link } from '../../components/link';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useViewModel } from '../../hooks/use-view-model';
import { WORD_SPACE } from '../../i18n/word-space';

/**
 * A partner's terms before its site (§3 "partner terms for three partners"): Cancel, or continue
 * to the partner in a new tab — a real link, so the browser opens it from the user's own click.
 */
export const PartnerOfferDialog = () => {
  const [state, offers] = useViewModel(PartnerOffers);
  const shown = state.status === 'terms' ? state : undefined;
  const partner = shown === undefined ? '' : PARTNER_NAMES[shown.partner];
  return (
    <Dialog
      open={shown !== undefined}
      onClose={() => offers.close()}
      title={<FormattedMessage id="offers.terms.title" values={{ partner }} />}
      actions={
        <>
          <Button variant="secondary" onClick={() => offers.close()}>
            <FormattedMessage id="offers.terms.cancel" />
          </Button>
          {shown?.url === undefined ? (
            <Button busy>
              <FormattedMessage id="offers.terms.continue" values={{ partner }} />
            </Button>
          ) : (
            <Link
              href={shown.url}
              target="_blank"
              appearance="button"
              onClick={() => offers.close()}
            >
              <FormattedMessage id="offers.terms.continue" values={{ partner }} />
              <VisuallyHidden>
                {WORD_SPACE}
                <FormattedMessage id="ui.newTab" />
              </VisuallyHidden>
            </Link>
          )}
        </>
      }
    >
      <p>
        <FormattedMessage id="offers.terms.text" values={{ partner }} />
      </p>
    </Dialog>
  );
};
