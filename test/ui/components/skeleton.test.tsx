import { act, screen } from '@testing-library/react';
import { axe } from '../axe';
import { v } from '../../../src/ui/theme/css-variables';
import { Skeleton, SkeletonGroup, SKELETON_DELAY_MS } from '../../../src/ui/components/skeleton';
import { renderUi } from './render-ui';

describe('Skeleton', () => {
  afterEach(() => jest.useRealTimers());

  it('says "Loading…" to assistive tech and shows its shapes only after 300 ms', () => {
    jest.useFakeTimers();
    renderUi(
      <SkeletonGroup>
        <Skeleton $shape="text" $width="60%" />
        <Skeleton $shape="block" $height={v.space[8]} />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // The shapes are decorative (aria-hidden), so no role or label finds them.
    // eslint-disable-next-line testing-library/no-node-access
    const shapes = screen.getByRole('status').querySelector('[data-shown]');
    expect(shapes).toHaveAttribute('data-shown', 'false');
    act(() => jest.advanceTimersByTime(SKELETON_DELAY_MS));
    expect(shapes).toHaveAttribute('data-shown', 'true');
  });

  it('keeps its shapes out of the accessibility tree, with no violations', async () => {
    const { container } = renderUi(
      <SkeletonGroup>
        <Skeleton $shape="circle" $width={v.size.iconLarge} $height={v.size.iconLarge} />
      </SkeletonGroup>,
    );
    // The point is that the shapes are hidden from assistive technology: no query would find them.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });
});
