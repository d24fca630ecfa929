import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { Card } from '../../components/primitives';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
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
  <Banner
    tone="error"
    action={
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="frame.tryAgain" />
      </Button>
    }
  >
    <p>
      <FormattedMessage id="error.genericShort" />
    </p>
  </Banner>
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

/** A document with a tick: nothing left to agree to (inline SVG in the icon set's stroke style). */
const AgreementIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M9 15l2 2 4-4" />
  </svg>
);

/** DESIGN.md empty state: an icon, one sentence, one action. */
export const NoAgreements = ({ homePath }: { homePath: string }) => (
  <Empty as="div">
    <AgreementIcon />
    <p>
      <FormattedMessage id="agreements.empty" />
    </p>
    <Link to={homePath} appearance="button" variant="secondary">
      <FormattedMessage id="agreements.emptyAction" />
    </Link>
  </Empty>
);
