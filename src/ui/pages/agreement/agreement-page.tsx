import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AgreementsViewModel } from '../../../application/agreements/agreements.view-model';
import { Heading, Muted } from '../../components/primitives';
import { VisuallyHidden } from '../../components/visually-hidden';
import { v } from '../../theme/css-variables';
import { AgreementCard } from './agreement-card';
import { AgreementDialog } from './agreement-dialog';
import { AgreementsError, AgreementsSkeleton, NoAgreements } from './agreement-states';
import { useProductAgreements } from './use-product-agreements';

const Head = styled.div`
  display: grid;
  gap: ${v.space[2]};
  margin-bottom: ${v.space[5]};
  h1,
  p {
    margin: 0;
  }
  p {
    max-width: ${v.size.formMax};
  }
`;

const Summary = styled.p`
  font-weight: ${v.font.weightStrong};
`;

const List = styled.ul`
  display: grid;
  gap: ${v.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type Announcement = Extract<AgreementsViewModel, { screen: 'list' }>['announcement'];

/** Said politely after a decision; declining also says that access is unavailable (§4). */
const Announce = ({ announcement }: { announcement: Announcement }) => (
  <VisuallyHidden role="status">
    {announcement !== undefined && (
      <FormattedMessage
        id={
          announcement.kind === 'accepted'
            ? 'agreements.announce.accepted'
            : 'agreements.announce.declined'
        }
        values={{ product: announcement.productName }}
      />
    )}
  </VisuallyHidden>
);

/**
 * `/agreement`, titled Product agreements (spec §2 "product-level agreements"): each of the user's
 * product licence agreements per company with its state, and "Read and accept", which opens the
 * product terms modal (accept or decline, §2). Declining shows access unavailable; accepting again
 * is offered (§4).
 */
const AgreementPage = () => {
  const [model, agreements] = useProductAgreements();
  const intl = useIntl();
  const idPrefix = useId();
  const headingIdOf = (key: string) => `${idPrefix}-${key}`;
  const decided = model.screen === 'list' ? model.announcement : undefined;

  useEffect(() => {
    if (decided?.kind !== 'accepted') return;
    // Accepting removes the button that had the focus: the agreement's heading takes it, after the
    // dialog has closed and given its focus back.
    const timer = setTimeout(() => document.getElementById(`${idPrefix}-${decided.key}`)?.focus());
    return () => clearTimeout(timer);
  }, [decided, idPrefix]);

  return (
    <>
      <Head>
        <Heading>
          <FormattedMessage id="agreements.pageTitle" />
        </Heading>
        <Muted>
          <FormattedMessage id="agreements.intro" />
        </Muted>
        {model.screen === 'list' && (
          <Summary>
            {model.awaitingAcceptance > 0 ? (
              <FormattedMessage
                id="agreements.awaiting"
                values={{ count: model.awaitingAcceptance }}
              />
            ) : (
              <FormattedMessage id="agreements.allAccepted" />
            )}
          </Summary>
        )}
      </Head>
      {model.screen === 'loading' && <AgreementsSkeleton />}
      {model.screen === 'error' && <AgreementsError onRetry={() => void agreements.retry()} />}
      {model.screen === 'empty' && <NoAgreements homePath={model.homePath} />}
      {model.screen === 'list' && (
        <>
          <List aria-label={intl.formatMessage({ id: 'agreements.listLabel' })}>
            {model.rows.map((row) => (
              <AgreementCard
                key={row.key}
                row={row}
                headingId={headingIdOf(row.key)}
                onRead={() => agreements.read(row.key)}
              />
            ))}
          </List>
          <Announce announcement={model.announcement} />
          <AgreementDialog
            dialog={model.dialog}
            onDecide={(accepted) => {
              if (model.dialog !== undefined) void agreements.decide(model.dialog.key, accepted);
            }}
            onClose={() => agreements.closeReading()}
          />
        </>
      )}
    </>
  );
};

export default AgreementPage;
