import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { RetryBanner } from '../../components/banner';
import { Link } from '../../components/link';
import { Card } from '../../components/primitives';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { BuildingIcon, HourglassIcon } from '../../components/icons';
import { v } from '../../theme/css-variables';
import { FieldItem, FieldList } from './company-profile-details';

const ROWS_SHOWN_WHILE_LOADING = 8;

/** DESIGN.md "skeletons shaped like the content": the heading and rows of label and value. */
export const CompanyProfileSkeleton = () => (
  <SkeletonGroup>
    <Card as="div">
      <Skeleton $shape="text" $width="40%" />
      <FieldList as="div">
        {Array.from({ length: ROWS_SHOWN_WHILE_LOADING }, (_, index) => (
          <FieldItem key={index}>
            <Skeleton $shape="text" $width="35%" />
            <Skeleton $shape="text" $width="70%" />
          </FieldItem>
        ))}
      </FieldList>
    </Card>
  </SkeletonGroup>
);

/** DESIGN.md "Errors: the spec's message, a retry, a way home" (the back bar is the way home). */
export const CompanyProfileError = ({ onRetry }: { onRetry: () => void }) => (
  <RetryBanner messageId="error.generic" retryId="companyProfile.retry" onRetry={onRetry} />
);

const Panel = styled(Card)`
  display: grid;
  justify-items: start;
  gap: ${v.space[3]};
  h2 {
    margin: 0;
    font-size: ${v.type.lg.size};
    line-height: ${v.type.lg.lineHeight};
  }
  p {
    margin: 0;
    /* A readable measure: the forms' width. */
    max-width: ${v.size.formMax};
  }
`;

const Mark = styled.span<{ $tone: 'warning' | 'brand' }>`
  display: inline-flex;
  color: ${({ $tone }) => ($tone === 'warning' ? v.color.warning : v.color.brand)};
  svg {
    width: ${v.size.iconLarge};
    height: ${v.size.iconLarge};
  }
`;

/** §2 "pending state": the "(Company pending)" placeholder has no profile until its DUNS number. */
export const CompanyPending = ({ maxBusinessDays }: { maxBusinessDays: number }) => (
  <Panel aria-labelledby="company-pending-heading">
    <Mark $tone="warning">
      <HourglassIcon size="large" />
    </Mark>
    <h2 id="company-pending-heading">
      <FormattedMessage id="companyProfile.pending.heading" />
    </h2>
    <p>
      <FormattedMessage id="companyProfile.pending.text" values={{ days: maxBusinessDays }} />
    </p>
  </Panel>
);

/** §2 "no-company prompt", an empty state: an icon, one sentence, one action (DESIGN.md). */
export const NoCompanyPrompt = ({ getADunsPath }: { getADunsPath: string }) => (
  <Panel as="div">
    <Mark $tone="brand">
      <BuildingIcon size="large" />
    </Mark>
    <p>
      <FormattedMessage id="companyProfile.noCompany.text" />
    </p>
    <Link to={getADunsPath} appearance="button" width="phone">
      <FormattedMessage id="companyProfile.noCompany.action" />
    </Link>
  </Panel>
);
