import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { TrialOffer } from '../../../application/dashboard/trial-offer.use-case';
import type { TrialPanelViewModel } from '../../../application/dashboard/trial-panel.view-model';
import { Banner, type BannerTone } from '../../components/banner';
import { Button } from '../../components/button';
import { Card } from '../../components/primitives';
import { useViewModel } from '../../hooks/use-view-model';
import type { MessageId } from '../../i18n/message-id';
import { v } from '../../theme/css-variables';

const OfferCard = styled(Card)`
  display: grid;
  gap: ${v.space[3]};
  justify-items: start;
  margin-bottom: ${v.space[4]};
  h2 {
    font-size: ${v.type.lg.size};
    line-height: ${v.type.lg.lineHeight};
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const TONE: Readonly<Record<TrialPanelViewModel['status'], BannerTone>> = {
  active: 'info',
  expiringSoon: 'warning',
  expired: 'error',
};

const TEXT: Readonly<Record<TrialPanelViewModel['status'], MessageId>> = {
  active: 'dashboard.trial.active',
  expiringSoon: 'dashboard.trial.expiringSoon',
  expired: 'dashboard.trial.expired',
};

const TrialStatusBanner = ({ panel }: { panel: TrialPanelViewModel }) => (
  <Banner tone={TONE[panel.status]} announce="none">
    <p>
      <FormattedMessage
        id={TEXT[panel.status]}
        values={{ days: panel.daysLeft, product: panel.productTitle }}
      />
    </p>
  </Banner>
);

/**
 * The freemium trial of a GB or IE company (spec §4 "Trial: active, expiring soon, expired") and,
 * while it is active, the 14-day Credit Monitor preview offer.
 */
export const TrialPanel = () => {
  const [panel, offer] = useViewModel(TrialOffer);
  if (panel === undefined) return null;
  const preview = panel.preview;
  return (
    <>
      <TrialStatusBanner panel={panel} />
      {preview !== undefined && (
        <OfferCard aria-labelledby="preview-offer-heading">
          <h2 id="preview-offer-heading">
            <FormattedMessage id="dashboard.preview.title" values={{ days: preview.days }} />
          </h2>
          <p>
            <FormattedMessage id="dashboard.preview.text" values={{ days: preview.days }} />
          </p>
          {preview.status === 'failed' && (
            <Banner tone="error">
              <FormattedMessage id="dashboard.preview.failed" />
            </Banner>
          )}
          <Button busy={preview.status === 'starting'} onClick={() => void offer.startPreview()}>
            <FormattedMessage id="dashboard.preview.start" />
          </Button>
        </OfferCard>
      )}
    </>
  );
};
