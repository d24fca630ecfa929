import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { toGetADunsSearchViewModel } from '../../../application/get-a-duns/get-a-duns-search.view-model';
import { Banner } from '../../components/banner';
import { Heading } from '../../components/primitives';
import { AdSlot } from '../../components/ad-slot';
import { Column, WithAdSlot } from './get-a-duns-layout';
import { GetADunsSearchForm } from './get-a-duns-search-form';
import { GetADunsSearchResultsView, RequestNewDuns } from './get-a-duns-search-results';
import { isNoChoiceRedirect } from './no-choice-redirect';
import { useGetADuns } from './use-get-a-duns';

/**
 * `/gad/search` (spec §2 "Free DUNS flow: search by business name plus US ZIP, results, a
 * not-found link to request a number"), for Get-a-DUNS or, with `?app_id=283`, Associate-a-DUNS.
 */
const GetADunsSearchPage = () => {
  const [state, flow, country] = useGetADuns();
  const model = toGetADunsSearchViewModel(state, country);
  const location = useLocation();
  const choose = (duns: string) => flow.chooseResult(duns);
  return (
    <WithAdSlot>
      <Column>
        <Heading>
          <FormattedMessage id="getADuns.search.heading" values={{ mode: model.mode }} />
        </Heading>
        {isNoChoiceRedirect(location.state) && (
          <Banner tone="info" announce="none">
            <FormattedMessage id="getADuns.search.noChoice" />
          </Banner>
        )}
        <p>
          <FormattedMessage id="getADuns.search.intro" values={{ mode: model.mode }} />
        </p>
        <GetADunsSearchForm
          initial={model.query}
          searching={model.results.status === 'loading'}
          onSearch={async (query) => {
            await flow.search(query);
          }}
        />
        <GetADunsSearchResultsView
          results={model.results}
          onChoose={choose}
          onRetry={() => void flow.retry()}
        />
        <RequestNewDuns path={model.requestDunsPath} />
      </Column>
      {model.ad !== undefined && <AdSlot slot={model.ad} />}
    </WithAdSlot>
  );
};

export default GetADunsSearchPage;
