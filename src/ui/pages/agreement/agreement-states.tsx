import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { RetryBanner } from '../../components/banner';
import { Link } from '../../components/link';
import { Card } from '../../components/primitives';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { AgreementIcon } from '../../components/icons';
import { v } from '../../theme/css-variables';

const CARDS_SHOWN_WHILE_LOADING = 2;

const CardSkeleton = styled(Card)`
  display: grid;
  gap: ${v.space[2]};
`;

/** DESIGN.md "skeletons shaped like the content": agreement cards (name, company, title, action). */
export const AgreementsSkeleton = () => (
  <SkeletonGroup>
    {Array.from({ length: CARDS_SHOWN_WHILE_LOADING }, (_, index) => (
      <CardSkeleton as="div" key={index}>
        <Skeleton $shape="text" $width="40%" />
        <Skeleton $shape="text" $width="60%" />
        <Skeleton $shape="text" $width="75%" />
        <Skeleton $shape="block" $width="30%" />
      </CardSkeleton>
    ))}
  </SkeletonGroup>
);

/** DESIGN.md "Errors: the spec's message, a retry, a way home" (the back bar is the way home). */
export const AgreementsError = ({ onRetry }: { onRetry: () => void }) => (
  <RetryBanner messageId="error.genericShort" retryId="frame.tryAgain" onRetry={onRetry} />
);

const Empty = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${v.space[4]};
  text-align: center;
  color: ${v.color.textMuted};
  p {
    margin: 0;
    color: ${v.color.text};
  }
  svg {
    width: ${v.size.iconLarge};
    height: ${v.size.iconLarge};
  }
`;

/** DESIGN.md empty state: an icon, one sentence, one action. */
export const NoAgreements = ({ homePath }: { homePath: string }) => (
  <Empty as="div">
    <AgreementIcon size="large" />
    <p>
      <FormattedMessage id="agreements.empty" />
    </p>
    <Link to={homePath} appearance="button" variant="secondary">
      <FormattedMessage id="agreements.emptyAction" />
    </Link>
  </Empty>
);
