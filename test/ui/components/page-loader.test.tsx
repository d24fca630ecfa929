import { screen } from '@testing-library/react';
import { axe } from '../axe';
import { PageLoader } from '../../../src/ui/components/page-loader';
import { renderUi } from './render-ui';

describe('PageLoader', () => {
  it('is a status that says "Loading…", its spinner hidden from assistive tech', async () => {
    const { container } = renderUi(<PageLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await axe(container)).toHaveNoViolations();
  });
});
