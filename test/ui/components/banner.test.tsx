import { screen } from '@testing-library/react';
import { axe } from '../axe';
import { Banner } from '../../../src/ui/components/banner';
import { Link } from '../../../src/ui/components/link';
import { renderUi } from './render-ui';

describe('Banner', () => {
  it('announces an error at once and any other tone politely', () => {
    renderUi(
      <>
        <Banner tone="error">Sorry, something went wrong. Please try again later.</Banner>
        <Banner tone="success">Your changes are saved.</Banner>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, something went wrong. Please try again later.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your changes are saved.');
  });

  it('shows its call to action and a Dismiss button that tells its owner', async () => {
    const onDismiss = jest.fn();
    const { user, container } = renderUi(
      <Banner
        tone="warning"
        announce="none"
        action={<Link to="/terms">Review the terms</Link>}
        onDismiss={onDismiss}
      >
        Your trial ends in 3 days.
      </Banner>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review the terms' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('tells each Dismiss button apart by the text of its banner', () => {
    renderUi(
      <>
        <Banner tone="warning" onDismiss={jest.fn()}>
          Scheduled maintenance on Saturday.
        </Banner>
        <Banner tone="info" onDismiss={jest.fn()}>
          New: company alerts.
        </Banner>
      </>,
    );
    for (const description of ['Scheduled maintenance on Saturday.', 'New: company alerts.']) {
      expect(screen.getByRole('button', { name: 'Dismiss', description })).toBeInTheDocument();
    }
  });

  it('has no Dismiss button unless it can be dismissed', async () => {
    const { container } = renderUi(<Banner tone="info">New: company alerts.</Banner>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
