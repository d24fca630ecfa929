import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { prefilledForm } from '../../../application/duns-application/duns-application-form';
import { Heading } from '../../components/primitives';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';
import { DocumentGuides } from './document-guides';
import { DunsApplicationForm } from './duns-application-form';
import { ApplicationInProgressNote, DunsApplicationStatus } from './duns-application-status';
import { useDunsApplication } from './use-duns-application';

const Layout = styled.div`
  display: grid;
  gap: ${v.space[5]};
  align-items: start;
  ${media.desktopUp} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${v.space[5]};
`;

const Intro = styled.div`
  p {
    margin: 0 0 ${v.space[3]};
  }
`;

/**
 * `/duns-application` (spec §2 "free-DUNS instructions"): what a DUNS number is for, that it is
 * free and how long it takes (§9), the document guides, and the application: the form, prefilled
 * from `?businessName=…&zip=…` (the link of /gad/search), then the application's status.
 */
const DunsApplicationPage = () => {
  const [params] = useSearchParams();
  // Read once: the form owns its fields afterwards.
  const [prefill] = useState(() => prefilledForm((name) => params.get(name)));
  const [model, page] = useDunsApplication();
  const { screen } = model;
  return (
    <>
      <Heading>
        <FormattedMessage id="dunsApplication.pageTitle" />
      </Heading>
      <Layout>
        <Main>
          <Intro>
            <p>
              <FormattedMessage id="dunsApplication.intro.purpose" />
            </p>
            <p>
              <FormattedMessage
                id="dunsApplication.intro.free"
                values={{ days: model.maxBusinessDays }}
              />
            </p>
            <p>
              <FormattedMessage
                id="dunsApplication.intro.email"
                values={{ days: model.deliveryBusinessDays }}
              />
            </p>
          </Intro>
          {screen.kind === 'form' && screen.inProgress !== undefined && (
            <ApplicationInProgressNote inProgress={screen.inProgress} />
          )}
          {screen.kind === 'form' ? (
            <DunsApplicationForm
              prefill={prefill}
              submitting={screen.submitting}
              errorId={screen.errorId}
              onApply={(values) => void page.apply(values)}
            />
          ) : (
            <DunsApplicationStatus application={screen} dashboardPath={model.dashboardPath} />
          )}
        </Main>
        <DocumentGuides guides={model.documentGuides} />
      </Layout>
    </>
  );
};

export default DunsApplicationPage;
