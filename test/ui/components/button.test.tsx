import { screen } from '@testing-library/react';
import { axe } from '../axe';
import { Button } from '../../../src/ui/components/button';
import { renderUi } from './render-ui';

describe('Button', () => {
  it('is a native button, type="button" unless told, pressed with the mouse, Enter or Space', async () => {
    const onClick = jest.fn();
    const { user } = renderUi(<Button onClick={onClick}>Save changes</Button>);
    const button = screen.getByRole('button', { name: 'Save changes' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while busy is disabled against a second press and says so with aria-busy', async () => {
    const onClick = jest.fn();
    const { user } = renderUi(
      <Button type="submit" busy onClick={onClick}>
        Signing in…
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing in…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has no accessibility violations in any variant', async () => {
    const { container } = renderUi(
      <>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="tertiary" width="full">
          Tertiary
        </Button>
        <Button variant="danger" width="phone">
          Delete
        </Button>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
