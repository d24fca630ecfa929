import { useEffect, useRef } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type {
  DunsApplicationScreen,
  StatusPillViewModel,
} from '../../../application/duns-application/duns-application.view-model';
import { Banner } from '../../components/banner';
import { Link } from '../../components/link';
import { Pill } from '../../components/pill';
import { Card } from '../../components/primitives';
import { domainMessageId, type MessageId } from '../../i18n/message-id';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';

type Applied = Extract<DunsApplicationScreen, { kind: 'applied' }>;
type InProgress = NonNullable<Extract<DunsApplicationScreen, { kind: 'form' }>['inProgress']>;

const STAGE_TEXTS: Readonly<Record<Applied['stage'], MessageId>> = {
  pending: 'dunsApplication.status.pending.text',
  processing: 'dunsApplication.status.processing.text',
  issued: 'dunsApplication.status.issued.text',
};

const StatusCard = styled(Card)`
  h2 {
    margin: 0 0 ${v.space[4]};
    font-size: ${v.type.lg.size};
    line-height: ${v.type.lg.lineHeight};
    &:focus {
      outline: none;
    }
  }
  p {
    margin: ${v.space[4]} 0 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${v.space[3]};
  margin: 0;
  ${media.smallTabletUp} {
    grid-template-columns: max-content minmax(0, 1fr);
    column-gap: ${v.space[5]};
  }
  dt {
    color: ${v.color.textMuted};
    font-size: ${v.type.sm.size};
    line-height: ${v.type.sm.lineHeight};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${v.space[3]};
  margin-top: ${v.space[5]};
  ${media.smallTabletUp} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
  }
`;

const StatusPill = ({ status }: { status: StatusPillViewModel }) => (
  <Pill tone={status.tone}>
    <FormattedMessage id={domainMessageId(status.id)} />
  </Pill>
);

/**
 * The application the service answered with: its status as the dashboard's pill, when it was
 * submitted, and, once issued, the DUNS number with a link to the company's profile. The heading
 * takes the focus: it replaced the form the user submitted.
 */
export const DunsApplicationStatus = ({
  application,
  dashboardPath,
}: {
  application: Applied;
  dashboardPath: string;
}) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <StatusCard aria-labelledby="duns-application-status-heading">
      <h2 id="duns-application-status-heading" ref={heading} tabIndex={-1}>
        <FormattedMessage id="dunsApplication.status.heading" />
      </h2>
      <Facts>
        <dt>
          <FormattedMessage id="dunsApplication.status.label" />
        </dt>
        <dd>
          <StatusPill status={application.status} />
        </dd>
        <dt>
          <FormattedMessage id="dunsApplication.status.businessName" />
        </dt>
        <dd>
          {application.businessName === '' ? (
            <FormattedMessage id="dunsApplication.status.ownName" />
          ) : (
            application.businessName
          )}
        </dd>
        <dt>
          <FormattedMessage id="dunsApplication.status.submittedAt" />
        </dt>
        <dd>
          <FormattedDate value={application.submittedAt} dateStyle="long" />
        </dd>
        <dt>
          <FormattedMessage id="dunsApplication.status.caseId" />
        </dt>
        <dd>{application.caseId}</dd>
        {application.issued !== undefined && (
          <>
            <dt>
              <FormattedMessage id="dunsApplication.status.duns" />
            </dt>
            <dd>{application.issued.duns}</dd>
          </>
        )}
      </Facts>
      <p>
        <FormattedMessage id={STAGE_TEXTS[application.stage]} />
      </p>
      <p>
        <FormattedMessage id="dunsApplication.status.oneApplication" />
      </p>
      <Actions>
        {application.issued !== undefined && (
          <Link to={application.issued.companyDetailsPath} appearance="button" width="phone">
            <FormattedMessage id="dunsApplication.status.companyProfile" />
          </Link>
        )}
        <Link
          to={dashboardPath}
          appearance="button"
          variant={application.issued === undefined ? 'primary' : 'secondary'}
          width="phone"
        >
          <FormattedMessage id="dunsApplication.status.dashboard" />
        </Link>
      </Actions>
    </StatusCard>
  );
};

/**
 * D-DUNSAPP-UI-1: an application the entitlement object lists, above the form. One not complete
 * asks for the rest, as a warning that is announced when Apply answered it (D-DUNSAPP-UI-4).
 */
export const ApplicationInProgressNote = ({ inProgress }: { inProgress: InProgress }) => (
  <Banner
    tone={inProgress.notComplete ? 'warning' : 'info'}
    announce={inProgress.notComplete ? 'status' : 'none'}
  >
    <p>
      <FormattedMessage
        id={
          inProgress.notComplete
            ? 'dunsApplication.inProgress.notComplete.text'
            : 'dunsApplication.inProgress.text'
        }
        values={{
          date: <FormattedDate value={inProgress.submittedAt} dateStyle="long" />,
          status: <StatusPill status={inProgress.status} />,
        }}
      />
    </p>
  </Banner>
);
