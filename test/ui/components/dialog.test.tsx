import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { axe } from '../axe';
import { Button } from '../../../src/ui/components/button';
import { Dialog } from '../../../src/ui/components/dialog';
import { renderUi } from './render-ui';

const RemoveCompany = ({ dismissable = true }: { dismissable?: boolean }) => {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Remove company</Button>
      <p>Answer: {answer}</p>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Remove this company?"
        dismissable={dismissable}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setAnswer('kept');
                setOpen(false);
              }}
            >
              Keep
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setAnswer('removed');
                setOpen(false);
              }}
            >
              Remove
            </Button>
          </>
        }
      >
        <p>You can add it again later.</p>
      </Dialog>
    </>
  );
};

describe('Dialog', () => {
  it('renders nothing (and loads no code) until it first opens', () => {
    renderUi(<RemoveCompany />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens named by its title, takes focus, keeps Tab inside, and Escape returns focus', async () => {
    const { user } = renderUi(<RemoveCompany />);
    const trigger = screen.getByRole('button', { name: 'Remove company' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this company?' });
    // Focus containment has no Testing Library query: the active element is what it is about.
    // eslint-disable-next-line testing-library/no-node-access
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    // The page behind is inert: past the last button, Tab leaves the document (the browser's own
    // controls, jsdom's body) and comes back to the dialog, never to the page under it.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(screen.getByText('Answer: none')).toBeInTheDocument();
  });

  it('closes with its Close button and with an action, focus back on the trigger', async () => {
    const { user } = renderUi(<RemoveCompany />);
    const trigger = screen.getByRole('button', { name: 'Remove company' });
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Answer: removed')).toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('when a decision is required: no Close, Escape does nothing, only the actions end it', async () => {
    const { user } = renderUi(<RemoveCompany dismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Remove company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this company?' });
    // Focus containment has no Testing Library query: the active element is what it is about.
    // eslint-disable-next-line testing-library/no-node-access
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss popup' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Answer: kept')).toBeInTheDocument();
  });

  it('has no accessibility violations while open', async () => {
    const { user } = renderUi(<RemoveCompany />);
    await user.click(screen.getByRole('button', { name: 'Remove company' }));
    await screen.findByRole('dialog');
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
