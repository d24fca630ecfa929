import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Banner, RetryBanner } from '../../components/banner';
import { Link } from '../../components/link';
import { Card } from '../../components/primitives';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { v } from '../../theme/css-variables';

const ROWS_SHOWN_WHILE_LOADING = 4;

const Rows = styled.div`
  display: grid;
  gap: ${v.space[4]};
`;

/** DESIGN.md "skeletons shaped like the content": rows of label and value. */
export const AccountPageSkeleton = () => (
  <SkeletonGroup>
    <Card as="div">
      <Rows>
        {Array.from({ length: ROWS_SHOWN_WHILE_LOADING }, (_, index) => (
          <div key={index}>
            <Skeleton $shape="text" $width="30%" />
            <Skeleton $shape="text" $width="70%" />
          </div>
        ))}
      </Rows>
    </Card>
  </SkeletonGroup>
);

/** DESIGN.md "Errors: the spec's message, a retry, a way home" (the go-to-portal bar). */
export const AccountPageError = ({ onRetry }: { onRetry: () => void }) => (
  <RetryBanner messageId="error.generic" retryId="accountArea.retry" onRetry={onRetry} />
);

/** An account page the menu rule does not give this account, opened by its address. */
export const AccountPageUnavailable = ({ profilePath }: { profilePath: string }) => (
  <Banner
    tone="info"
    announce="none"
    action={
      <Link to={profilePath} appearance="button" variant="secondary">
        <FormattedMessage id="accountArea.unavailable.action" />
      </Link>
    }
  >
    <p>
      <FormattedMessage id="accountArea.unavailable.text" />
    </p>
  </Banner>
);
