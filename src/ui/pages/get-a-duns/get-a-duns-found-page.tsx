import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  toGetADunsFoundViewModel,
  type GetADunsFoundViewModel,
} from '../../../application/get-a-duns/get-a-duns-found.view-model';
import type { FoundCompanyViewModel } from '../../../application/get-a-duns/found-company.view-model';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { Card, Heading } from '../../components/primitives';
import { v } from '../../theme/css-variables';
import { CompanyFacts } from './company-summary';
import { Column } from './get-a-duns-layout';
import { NO_CHOICE_REDIRECT } from './no-choice-redirect';
import { useGetADuns } from './use-get-a-duns';

const CompanyName = styled.h2`
  margin: 0 0 ${v.space[3]};
  font-size: ${v.type.lg.size};
  line-height: ${v.type.lg.lineHeight};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${v.space[3]};
  align-items: center;
`;

const Outcome = ({
  model,
  company,
}: {
  model: GetADunsFoundViewModel;
  company: FoundCompanyViewModel;
}) => {
  const name = company.businessName;
  if (model.screen === 'alreadyEntitled') {
    return (
      <Banner
        tone="warning"
        action={
          <Link to={model.companyDetailsPath}>
            <FormattedMessage id="getADuns.found.viewCompany" />
          </Link>
        }
      >
        <FormattedMessage id="getADuns.found.alreadyEntitled" values={{ company: name }} />
      </Banner>
    );
  }
  if (model.screen === 'failed') {
    return (
      <Banner tone="error">
        <FormattedMessage id="error.generic" />
      </Banner>
    );
  }
  if (model.screen === 'pending' || model.screen === 'associated') {
    return (
      <Banner tone={model.screen === 'pending' ? 'warning' : 'success'}>
        <FormattedMessage
          id={model.screen === 'pending' ? 'getADuns.found.pending' : 'getADuns.found.associated'}
          values={{ company: name }}
        />
      </Banner>
    );
  }
  return null;
};

const FoundActions = ({
  model,
  onConfirm,
  onNotMine,
}: {
  model: GetADunsFoundViewModel;
  onConfirm: () => void;
  onNotMine: () => void;
}) => {
  if (model.screen === 'pending' || model.screen === 'associated') {
    return (
      <Actions>
        <Link to={model.dashboardPath} appearance="button" width="phone">
          <FormattedMessage id="getADuns.found.toDashboard" />
        </Link>
        {model.screen === 'associated' && (
          <Link to={model.companyDetailsPath}>
            <FormattedMessage id="getADuns.found.viewCompany" />
          </Link>
        )}
      </Actions>
    );
  }
  return (
    <Actions>
      {model.screen !== 'alreadyEntitled' && (
        <Button width="phone" busy={model.screen === 'confirming'} onClick={onConfirm}>
          <FormattedMessage id="getADuns.found.confirm" />
        </Button>
      )}
      <Button variant="tertiary" width="phone" onClick={onNotMine}>
        <FormattedMessage id="getADuns.found.notMine" />
      </Button>
    </Actions>
  );
};

/**
 * `/gad/dunsfound` (spec §2 "found-congratulations with confirm and continue"): the chosen
 * company, "Confirm and continue", or back to the search. Get-a-DUNS goes on to the offers page;
 * an association shows its result here (D-GAD-UI-3). Without a choice in this tab (a reload), the
 * search again (D-GAD-UI-2).
 */
const GetADunsFoundPage = () => {
  const [state, flow] = useGetADuns();
  const model = toGetADunsFoundViewModel(state);
  // Confirmed for Get-a-DUNS: the offers come next (and again on coming back here).
  if (model.screen === 'toOffers') return <Navigate to={model.offersPath} />;
  if (model.screen === 'noChoice' || model.company === undefined) {
    return <Navigate to={model.searchPath} replace state={NO_CHOICE_REDIRECT} />;
  }
  return (
    <Column>
      {model.screen === 'pending' || model.screen === 'associated' ? (
        <Heading>
          <FormattedMessage id="getADuns.found.doneHeading" values={{ outcome: model.screen }} />
        </Heading>
      ) : (
        <>
          <Heading>
            <FormattedMessage id="getADuns.found.heading" values={{ mode: model.mode }} />
          </Heading>
          <p>
            <FormattedMessage id="getADuns.found.intro" values={{ mode: model.mode }} />
          </p>
        </>
      )}
      <Card aria-labelledby="get-a-duns-found-company">
        <CompanyName id="get-a-duns-found-company">{model.company.businessName}</CompanyName>
        <CompanyFacts company={model.company} />
      </Card>
      <Outcome model={model} company={model.company} />
      <FoundActions
        model={model}
        onConfirm={() => void flow.confirm()}
        onNotMine={() => flow.forgetChoice()}
      />
    </Column>
  );
};

export default GetADunsFoundPage;
