import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { FoundCompanyViewModel } from '../../../application/get-a-duns/found-company.view-model';
import type { GetADunsSearchResults } from '../../../application/get-a-duns/get-a-duns-search.view-model';
import { Banner, RetryBanner } from '../../components/banner';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { VisuallyHidden } from '../../components/visually-hidden';
import { v } from '../../theme/css-variables';
import { WORD_SPACE } from '../../i18n/word-space';
import { CompanyFacts } from './company-summary';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${v.space[3]};
`;

const Result = styled.li`
  display: grid;
  gap: ${v.space[3]};
  justify-items: start;
  padding: ${v.space[4]};
  background: ${v.color.surface};
  border: ${v.size.border} solid ${v.color.border};
  border-radius: ${v.radius.card};
  h3 {
    margin: 0;
    font-size: ${v.type.md.size};
    line-height: ${v.type.md.lineHeight};
    overflow-wrap: anywhere;
  }
`;

const Count = styled.p`
  margin: 0 0 ${v.space[3]};
  color: ${v.color.textMuted};
`;

const SectionHeading = styled.h2`
  font-size: ${v.type.lg.size};
  line-height: ${v.type.lg.lineHeight};
  margin: 0 0 ${v.space[2]};
`;

const ResultCard = ({
  company,
  onChoose,
}: {
  company: FoundCompanyViewModel;
  onChoose: (duns: string) => void;
}) => (
  <Result>
    <h3>{company.businessName}</h3>
    <CompanyFacts company={company} />
    <Button variant="secondary" width="phone" onClick={() => onChoose(company.duns)}>
      <FormattedMessage
        id="getADuns.results.choose"
        values={{ company: <VisuallyHidden>{company.businessName}</VisuallyHidden> }}
      />
    </Button>
  </Result>
);

/**
 * The search's answer (spec §2 "results", §8 no results): each company choosable with its own
 * button (keyboard and screen readers for free), the count announced politely, loading as a
 * skeleton, a failure with a retry.
 */
export const GetADunsSearchResultsView = ({
  results,
  onChoose,
  onRetry,
}: {
  results: GetADunsSearchResults;
  onChoose: (duns: string) => void;
  onRetry: () => void;
}) => {
  if (results.status === 'idle') return null;
  return (
    <section aria-labelledby="get-a-duns-results-heading" aria-busy={results.status === 'loading'}>
      <SectionHeading id="get-a-duns-results-heading">
        <FormattedMessage id="getADuns.results.heading" />
      </SectionHeading>
      <div role="status">
        {results.status === 'loading' && (
          <VisuallyHidden>
            <FormattedMessage id="getADuns.results.loading" />
          </VisuallyHidden>
        )}
        {results.status === 'found' && (
          <Count>
            <FormattedMessage
              id="getADuns.results.count"
              values={{ count: results.companies.length }}
            />
          </Count>
        )}
        {results.status === 'empty' && (
          <Banner tone="info" announce="none">
            <FormattedMessage id="search.noResults" />
          </Banner>
        )}
      </div>
      {results.status === 'loading' && (
        <SkeletonGroup>
          <Skeleton $shape="block" $height={v.space[8]} />
          <Skeleton $shape="block" $height={v.space[8]} />
        </SkeletonGroup>
      )}
      {results.status === 'error' && (
        <RetryBanner messageId="error.generic" retryId="getADuns.results.retry" onRetry={onRetry} />
      )}
      {results.status === 'found' && (
        <List>
          {results.companies.map((company) => (
            <ResultCard key={company.duns} company={company} onChoose={onChoose} />
          ))}
        </List>
      )}
    </section>
  );
};

/** §2 "a not-found link to request a number": the free DUNS application. */
export const RequestNewDuns = ({ path }: { path: string }) => (
  <p>
    <FormattedMessage id="getADuns.notFound.text" />
    {WORD_SPACE}
    <Link to={path}>
      <FormattedMessage id="getADuns.notFound.link" />
    </Link>
  </p>
);
