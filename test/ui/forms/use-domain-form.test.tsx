import { screen, waitFor } from '@testing-library/react';
import { axe } from '../axe';
import { validateEmail } from '../../../src/domain/accounts/email-address';
import { validatePersonName } from '../../../src/domain/accounts/person-name';
import { Button } from '../../../src/ui/components/button';
import { TextField } from '../../../src/ui/components/text-field';
import { fieldByField, type DomainFormErrors } from '../../../src/ui/forms/domain-resolver';
import { FormErrorBanner } from '../../../src/ui/forms/form-error-banner';
import { useDomainForm } from '../../../src/ui/forms/use-domain-form';
import { renderUi } from '../components/render-ui';

// A story-like form over two of the domain's validators: how every later form is built.

interface Contact extends Record<string, string> {
  firstName: string;
  email: string;
}

const ContactForm = ({
  onSubmit,
  serverErrors,
}: {
  onSubmit: (values: Contact) => void | Promise<void>;
  serverErrors?: DomainFormErrors<Contact>;
}) => {
  const form = useDomainForm<Contact>({
    defaultValues: { firstName: '', email: '' },
    validate: fieldByField<Contact>({
      firstName: (value) => validatePersonName('firstName', value),
      email: validateEmail,
    }),
    onSubmit,
    serverErrors,
  });
  return (
    <form noValidate aria-label="Contact details" onSubmit={(event) => void form.submit(event)}>
      <FormErrorBanner form={form} summary="login.errorBanner" />
      <TextField {...form.field('firstName')} label="First name" />
      <TextField {...form.field('email')} label="Email" hint="We reply here." />
      <Button type="submit" busy={form.submitting}>
        {form.submitting ? 'Sending…' : 'Send'}
      </Button>
    </form>
  );
};

describe('useDomainForm, FormField binding and FormErrorBanner', () => {
  it("shows the domain's messages under each field, marks them invalid and focuses the first", async () => {
    const onSubmit = jest.fn();
    const { user } = renderUi(<ContactForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const firstName = screen.getByRole('textbox', { name: 'First name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('This field cannot be left blank.');
    expect(email).toHaveAccessibleDescription('We reply here. This field cannot be left blank.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We found some errors. Please review the form and make corrections.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('re-checks a field as it changes once the form was submitted', async () => {
    const { user } = renderUi(<ContactForm onSubmit={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.type(firstName, 'Alex 2');
    expect(firstName).toHaveAccessibleDescription('Please enter letters and spaces only.');
    await user.type(firstName, '{Backspace}{Backspace}');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(firstName).toHaveAccessibleDescription('');
  });

  it('submits the values the domain returned (trimmed), busy until the submission settles', async () => {
    let settle: () => void = () => undefined;
    const onSubmit = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    );
    const { user } = renderUi(<ContactForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), '  Alex ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(onSubmit).toHaveBeenCalledWith(
      { firstName: 'Alex', email: 'alex@example.com' },
      expect.anything(),
    );
    settle();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a service's errors the same way: under the field, focused, and the form's message in the banner", async () => {
    const { rerender } = renderUi(<ContactForm onSubmit={jest.fn()} />);
    rerender(
      <ContactForm
        onSubmit={jest.fn()}
        serverErrors={{
          fields: { email: 'validation.email.invalid' },
          form: 'auth.unexpected',
        }}
      />,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('We reply here. Please enter a valid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There was an unexpected internal error. Please try again.',
    );
  });

  it('has no accessibility violations with errors shown', async () => {
    const { user, container } = renderUi(<ContactForm onSubmit={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    expect(await axe(container)).toHaveNoViolations();
  });
});
